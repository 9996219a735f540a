// Calendar days travel as 'YYYY-MM-DD' and mean the same day everywhere (UTC), so they are
// formatted in UTC: a vacation ending on the 5th never shows as the 4th west of Greenwich.

export { formatDay } from '../../lib/format-date';

/** The UTC calendar day of a time: 'YYYY-MM-DD'. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** Today's UTC calendar day, as the server counts vacations. */
export function todayUtc(): string {
  return utcDay(new Date());
}

/** The day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}
