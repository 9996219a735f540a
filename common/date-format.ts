// The one way Crewcast writes dates, on the web and in the text the server writes (e-mails,
// System messages): English, day before month, a 24-hour clock. Times are shown in the reader's
// time zone (their profile's); calendar days (`YYYY-MM-DD`) and months mean the same day
// everywhere, so they are written in UTC: a vacation ending on the 5th never reads as the 4th.
// A fixed language, rather than the browser's, is what makes a date read the same in the chat
// and on the page beside it.

/** The language of every written date. */
export const dateLocale = 'en-GB';

export const timeStyles = {
  /** `12 Mar 2026` */
  date: { dateStyle: 'medium' },
  /** `12 March 2026` */
  longDate: { dateStyle: 'long' },
  /** `12 Mar 2026, 14:05` */
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  /** `14:05` */
  time: { timeStyle: 'short', hourCycle: 'h23' },
  /** `Thursday 12 March` */
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type TimeStyle = keyof typeof timeStyles;

const dayStyles = {
  /** `30 Nov` */
  short: { day: 'numeric', month: 'short' },
  /** `30 Nov 2026` */
  date: { dateStyle: 'medium' },
  /** `Monday 30 November 2026` */
  full: { dateStyle: 'full' },
  /** `November 2026` */
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DayStyle = keyof typeof dayStyles;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * A stored UTC time in `zone` (the runtime's own when left out), in `style`. A zone the runtime
 * does not know throws a RangeError: callers choose their fallback. A value that is no time
 * comes back as it is.
 */
export function formatTimeIn(iso: string, style: TimeStyle, zone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter({ ...timeStyles[style], timeZone: zone }, `t|${style}|${zone ?? ''}`).format(
    date,
  );
}

/**
 * A calendar day (`YYYY-MM-DD`, the day of a stored UTC time, or a month `YYYY-MM` for the
 * `month` style) in `style`, in UTC; the raw value when it is no day.
 */
export function formatCalendarDay(day: string, style: DayStyle = 'date'): string {
  const text = /^\d{4}-\d{2}$/.test(day) ? `${day}-01` : day.slice(0, 10);
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatter({ ...dayStyles[style], timeZone: 'UTC' }, `d|${style}`).format(date);
}
