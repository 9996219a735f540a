/** The local calendar day of a stored time, `YYYY-MM-DD`, to tell days apart in the log. */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const sameYear = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const otherYear = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** A day separator's words: 'Today', 'Yesterday', 'Thursday 26 November', '3 March 2025'. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const day = dayOf(iso);
  if (day === dayOf(now.toISOString())) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === dayOf(yesterday.toISOString())) return 'Yesterday';
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(date);
}

/** A message's time of day in the reader's language: `14:05`. */
export const timeOfDay = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
