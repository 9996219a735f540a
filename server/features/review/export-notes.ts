import type { ExportFormat, NotesExport } from '../../../common/api/review.js';
import { timecodeToFrame, type FrameRate } from '../../../common/review/timecode.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { notesCsv } from './export-csv.js';
import { notesEdl } from './export-edl.js';
import { notesFcpXml } from './export-fcpxml.js';
import { mediaFactsOf } from './frame-rate.js';
import { listNotes } from './list-notes.js';
import type { ReviewDeps } from './review-deps.js';
import { reviewRepository } from './review.repository.js';

export const fallbackRate: FrameRate = { num: 25, den: 1 };

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'review';

/** The first frame of the export's timeline: 0, or the chosen start timecode at the rate. */
export function startFrame(start: string | undefined, rate: FrameRate): number {
  if (start === undefined) return 0;
  const frame = timecodeToFrame(start, rate);
  if (frame === null) throw new AppError('review_bad_start');
  return frame;
}

/** The reviewed video the XML references: its name and, once probed, its length in frames. */
async function mediaOf(deps: Pick<ReviewDeps, 'db'>, fileId: string) {
  const name = await reviewRepository(deps.db).fileName(fileId);
  if (name === null) return null;
  const facts = await mediaFactsOf(deps, fileId);
  return { name, durationFrames: facts?.durationFrames ?? null };
}

/**
 * GET /api/review/versions/:requestId/export: the version's notes (or, with `asked`, the notes a
 * revision was asked with: what the editor works through) for the editor's software, with
 * timecodes at the video's rate from the chosen start timecode.
 */
export async function exportNotes(
  deps: Pick<ReviewDeps, 'db'>,
  principal: Principal,
  orderId: string,
  query: { format: ExportFormat; list?: 'notes' | 'asked'; start?: string },
): Promise<NotesExport> {
  const review = await listNotes(deps, principal, orderId);
  const notes = query.list === 'asked' ? review.asked : review.notes;
  const first = notes[0];
  // Without a note there is no marker to place, and any rate writes the same empty list.
  const rate = first?.fps ?? fallbackRate;
  const start = startFrame(query.start, rate);
  const version = first?.version ?? review.version;
  const title = `${review.title} v${version} notes`;
  const base = `${slug(review.title)}-v${version}-notes`;
  if (query.format === 'csv')
    return {
      filename: `${base}.csv`,
      mime: 'text/csv;charset=utf-8',
      content: notesCsv(notes, rate, start),
    };
  if (query.format === 'edl')
    return {
      filename: `${base}.edl`,
      mime: 'text/plain',
      content: notesEdl(notes, title, rate, start),
    };
  const media = first ? await mediaOf(deps, first.fileId) : null;
  return {
    filename: `${base}.xml`,
    mime: 'application/xml',
    content: notesFcpXml(notes, title, rate, { start, media }),
  };
}
