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
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: keyof typeof styles, zone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${zone ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(undefined, { ...styles[style], timeZone: zone });
    } catch {
      // A zone this browser does not know: the browser's own zone rather than no date.
      format = new Intl.DateTimeFormat(undefined, styles[style]);
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
