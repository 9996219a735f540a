// What a person types for a day, read as the `YYYY-MM-DD` the API takes. The app writes days as
// "7 Dec 2026" (common/date-format.ts), so that is what it reads first; the ISO form and the
// day-first numbers of the same English (7/12/2026) are read too. Anything else is no day.

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const at = months.findIndex((m) => m.startsWith(w) || (w === 'sept' && m === 'september'));
  return at === -1 ? undefined : at + 1;
}

function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day || year < 1000) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The day `text` names, as `YYYY-MM-DD`; undefined when it names none. */
export function parseDay(text: string): string | undefined {
  const t = text.trim().replace(/,/g, ' ').replace(/\s+/g, ' ');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
  if (numeric) return isoOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  // "Monday 7 December 2026", "7 Dec 2026", "7 dec. 2026"; a weekday in front is ignored.
  const words = /^(?:[A-Za-z]+ )?(\d{1,2}) ([A-Za-z]+\.?) (\d{4})$/.exec(t);
  if (words) {
    const month = monthOf(words[2] ?? '');
    return month ? isoOf(Number(words[3]), month, Number(words[1])) : undefined;
  }
  return undefined;
}
