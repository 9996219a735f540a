import type { ReviewNote } from '../../../common/api/review.js';
import { frameToTimecode, type FrameRate } from '../../../common/review/timecode.js';

// A spreadsheet never runs a note as a formula: cells starting like one get a leading quote.
const formulaStart = /^[=+\-@\t\r]/;

/** Excel reads a CSV as the machine's old code page unless it starts with the UTF-8 BOM. */
export const utf8Bom = '\uFEFF';

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
  'Last frame',
  'Author',
  'State',
  'Text',
  'Answer when done',
  'Replies',
];

/**
 * The notes as RFC 4180 CSV (CRLF line ends, UTF-8 with a BOM), one row per note in timeline
 * order. Timecodes count from `start` (the export's chosen first frame), frames from the video's
 * first; a range's last frame is the one the reviewer marked, and its timecode out the frame after.
 */
export function notesCsv(
  notes: readonly ReviewNote[],
  rate: FrameRate = { num: 25, den: 1 },
  start = 0,
): string {
  const tc = (f: number) => frameToTimecode(start + f, rate);
  const rows = notes.map((n, i) => [
    i + 1,
    tc(n.frame),
    n.frameOut === null ? null : tc(n.frameOut + 1),
    n.frame,
    n.frameOut,
    n.author.guest ? `${n.author.name} (guest)` : n.author.name,
    n.state,
    n.body,
    n.answer,
    n.replies.map((r) => `${r.author.name}: ${r.body}`).join('\n') || null,
  ]);
  return utf8Bom + [csvHeader, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
