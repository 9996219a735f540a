import {
  formatCalendarDay,
  formatTimeIn,
  type DayStyle,
  type TimeStyle,
} from '../../common/date-format';
import { readStored } from './storage';

/** Where the signed-in user's time zone is kept (web/app/session.ts writes it from their profile). */
export const timeZoneKey = 'timezone';

// Every date is written by common/date-format.ts, as the server writes it in e-mails and System
// messages; this file adds the reader's zone from their profile.

/** `2026-03-12` (en-CA writes days in ISO order): the calendar day, for telling days apart. */
const isoDayFormats = new Map<string, Intl.DateTimeFormat>();

function isoDay(date: Date, zone: string | undefined): string {
  const key = zone ?? '';
  let format = isoDayFormats.get(key);
  if (!format) {
    const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    try {
      format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: zone });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', options);
    }
    isoDayFormats.set(key, format);
  }
  return format.format(date);
}

/** The zone dates are shown in: the user's chosen one, else the browser's (signed out). */
export function displayTimeZone(): string | undefined {
  return readStored(timeZoneKey) || undefined;
}

/**
 * A stored UTC time in the time zone of the reader's profile (the browser's for a zone it does not
 * know); the raw value when it cannot be read.
 */
export function formatDate(
  iso: string,
  style: TimeStyle | 'isoDay' = 'date',
  zone: string | undefined = displayTimeZone(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (style === 'isoDay') return isoDay(date, zone);
  try {
    return formatTimeIn(iso, style, zone);
  } catch {
    return formatTimeIn(iso, style);
  }
}

/**
 * A calendar day (`YYYY-MM-DD`, or the day of a stored UTC time), in UTC since it means the same
 * day everywhere: the one way the app shows a day; the raw value when it is no day.
 */
export function formatDay(day: string, style: DayStyle = 'date'): string {
  return formatCalendarDay(day, style);
}

/** The UTC calendar day of a time: `YYYY-MM-DD`, as the server counts days. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}
