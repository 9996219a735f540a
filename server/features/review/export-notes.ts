import type { ExportFormat, NotesExport } from '../../../common/api/review.js';
import type { FrameRate } from '../../../common/review/timecode.js';
import type { Principal } from '../../auth/tokens.js';
import { notesCsv } from './export-csv.js';
import { notesEdl } from './export-edl.js';
import { notesFcpXml } from './export-fcpxml.js';
import { listNotes } from './list-notes.js';
import type { ReviewDeps } from './review-deps.js';

const fallbackRate: FrameRate = { num: 25, den: 1 };

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'review';

/**
 * GET /api/review/versions/:requestId/export: the version's notes (or, with `asked`, the notes a
 * revision was asked with: what the editor works through) for the editor's software, with
 * timecodes at the video's rate.
 */
export async function exportNotes(
  deps: Pick<ReviewDeps, 'db'>,
  principal: Principal,
  orderId: string,
  query: { format: ExportFormat; list?: 'notes' | 'asked' },
): Promise<NotesExport> {
  const review = await listNotes(deps, principal, orderId);
  const notes = query.list === 'asked' ? review.asked : review.notes;
  const first = notes[0];
  // Without a note there is no marker to place, and any rate writes the same empty list.
  const rate = first?.fps ?? fallbackRate;
  const version = first?.version ?? review.version;
  const title = `${review.title} v${version} notes`;
  const base = `${slug(review.title)}-v${version}-notes`;
  if (query.format === 'csv')
    return { filename: `${base}.csv`, mime: 'text/csv', content: notesCsv(notes) };
  if (query.format === 'edl')
    return { filename: `${base}.edl`, mime: 'text/plain', content: notesEdl(notes, title, rate) };
  return {
    filename: `${base}.xml`,
    mime: 'application/xml',
    content: notesFcpXml(notes, title, rate),
  };
}
