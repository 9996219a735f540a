import { formatDate } from '../../lib/format-date';

/**
 * The calendar day of a stored time in the reader's time zone (their profile's), `YYYY-MM-DD`,
 * to tell days apart in the log; '' for an unreadable time.
 */
export function dayOf(iso: string, zone?: string): string {
  if (Number.isNaN(new Date(iso).getTime())) return '';
  return zone === undefined ? formatDate(iso, 'isoDay') : formatDate(iso, 'isoDay', zone);
}

/** A day separator's words: 'Today', 'Yesterday', 'Thursday 26 November', '3 March 2025'. */
export function dayLabel(iso: string, now: Date = new Date(), zone?: string): string {
  const day = dayOf(iso, zone);
  const today = dayOf(now.toISOString(), zone);
  if (day === today) return 'Today';
  if (day === dayOf(new Date(now.getTime() - 86_400_000).toISOString(), zone)) return 'Yesterday';
  const style = day.slice(0, 4) === today.slice(0, 4) ? 'weekday' : 'longDate';
  return zone === undefined ? formatDate(iso, style) : formatDate(iso, style, zone);
}

/** A message's time of day in the reader's language and time zone: `14:05`. */
export const timeOfDay = (iso: string): string => formatDate(iso, 'time');
