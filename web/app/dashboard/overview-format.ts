import { formatCalendarDay } from '../../../common/date-format';

/** How long someone has waited, from `since` to `at`: "45 min", "3 h 12 min", "2 d 4 h". */
export function waitText(since: string, at: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(at) - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** `2026-11` as "November 2026" (UTC, as the server counts months). */
export function monthText(month: string): string {
  return formatCalendarDay(month, 'month');
}
