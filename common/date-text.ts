import { formatCalendarDay, formatTimeIn } from './date-format.js';

// Dates in text the server writes (e-mails, System messages), written as the web writes them
// (common/date-format.ts), never the bare `YYYY-MM-DD` of the wire.

/** `2026-11-30` as `30 Nov 2026`; a value that is no day stays as it is. */
export function dayText(day: string): string {
  return formatCalendarDay(day, 'date');
}

/** `2026-11` as `November 2026`. */
export function monthText(month: string): string {
  return formatCalendarDay(month, 'month');
}

/**
 * A time as its reader's clock shows it, `26 Nov 2026, 21:46`, in the zone of their profile. A
 * zone the runtime does not know (a bad stored value) falls back to UTC, named, so the time is
 * never silently wrong.
 */
export function readerTime(iso: string, timeZone: string): string {
  try {
    return formatTimeIn(iso, 'dateTime', timeZone);
  } catch {
    return `${formatTimeIn(iso, 'dateTime', 'UTC')} UTC`;
  }
}
