import { readStored } from './storage';

/** Where the signed-in user's time zone is kept (web/app/session.ts writes it from their profile). */
export const timeZoneKey = 'timezone';

const styles = {
  /** `12 Mar 2026` */
  date: { dateStyle: 'medium' },
  /** `12 March 2026` */
  longDate: { dateStyle: 'long' },
  /** `12 Mar 2026, 14:05` */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** `14:05` */
  time: { timeStyle: 'short' },
  /** `Thursday 12 March` */
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  /** `2026-03-12` (en-CA writes days in ISO order): the calendar day, for telling days apart */
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const cache = new Map<string, Intl.DateTimeFormat>();

/** The reader's language, except for `isoDay`, which must read YYYY-MM-DD everywhere. */
const locale = (style: keyof typeof styles) => (style === 'isoDay' ? 'en-CA' : undefined);

function formatter(style: keyof typeof styles, zone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${zone ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale(style), { ...styles[style], timeZone: zone });
    } catch {
      // A zone this browser does not know: the browser's own zone rather than no date.
      format = new Intl.DateTimeFormat(locale(style), styles[style]);
    }
    cache.set(key, format);
  }
  return format;
}

/** The zone dates are shown in: the user's chosen one, else the browser's (signed out). */
export function displayTimeZone(): string | undefined {
  return readStored(timeZoneKey) || undefined;
}

/**
 * A stored UTC time in the reader's language and in the time zone of their profile; the raw value
 * when it cannot be read.
 */
export function formatDate(
  iso: string,
  style: keyof typeof styles = 'date',
  zone: string | undefined = displayTimeZone(),
): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(style, zone).format(date);
}

// Calendar days travel as 'YYYY-MM-DD' and mean the same day everywhere (UTC), so they are shown
// in UTC: a vacation ending on the 5th never reads as the 4th west of Greenwich.
const dayFormats = {
  /** `30 Nov` in en-GB, `Nov 30` in en-US */
  short: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  /** `30 Nov 2026` */
  date: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
};

/**
 * A calendar day (`YYYY-MM-DD`, or the day of a stored UTC time) in the reader's language: the one
 * way the app shows a day; the raw value when it is no day.
 */
export function formatDay(day: string, style: keyof typeof dayFormats = 'date'): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormats[style].format(date);
}

/** The UTC calendar day of a time: `YYYY-MM-DD`, as the server counts days. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}
