import type { ReviewNote } from '../../../common/api/review.js';

// A spreadsheet never runs a note as a formula: cells starting like one get a leading quote.
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && formulaStart.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvHeader = [
  'Note',
  'Timecode',
  'Timecode out',
  'Frame',
  'Frame out',
  'Author',
  'State',
  'Text',
  'Answer',
  'Replies',
];

/** The notes as RFC 4180 CSV (CRLF line ends), one row per note in timeline order. */
export function notesCsv(notes: readonly ReviewNote[]): string {
  const rows = notes.map((n, i) => [
    i + 1,
    n.timecode,
    n.timecodeOut,
    n.frame,
    n.frameOut,
    n.author.guest ? `${n.author.name} (guest)` : n.author.name,
    n.state,
    n.body,
    n.answer,
    n.replies.map((r) => `${r.author.name}: ${r.body}`).join('\n') || null,
  ]);
  return [csvHeader, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
