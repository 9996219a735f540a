// Dates in text the server writes (e-mails, System messages), one way everywhere: calendar days
// and months are UTC, in English, day before month ("30 Nov 2026", "November 2026"), never the
// bare `YYYY-MM-DD` of the wire. The web shows days through web/lib/format-date.ts.

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-30` as `30 Nov 2026`; a value that is no day stays as it is. */
export function dayText(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** `2026-11` as `November 2026`. */
export function monthText(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}
