const formats = {
  /** `12 Mar 2026` */
  date: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }),
  /** `12 March 2026` */
  longDate: new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }),
  /** `12 Mar 2026, 14:05` */
  dateTime: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
};

/** A stored UTC time in the reader's language and time zone; the raw value when it cannot be read. */
export function formatDate(iso: string, style: keyof typeof formats = 'date'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formats[style].format(date);
}
