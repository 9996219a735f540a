import type { ReviewNote } from '../../../common/api/review.js';
import type { Principal } from '../../auth/tokens.js';
import { fallbackRate, slug, startFrame } from './export-notes.js';
import { listNotes } from './list-notes.js';
import { notesPdf } from './notes-pdf.js';
import type { ReviewDeps } from './review-deps.js';

/** The printout of a version's notes: its file name and bytes. */
export type NotesPrintout = { filename: string; bytes: Buffer };

/** A picture of each note's frame, asked of each reviewed file once, in the notes' order. */
async function stillsOf(deps: Pick<ReviewDeps, 'stills'>, notes: readonly ReviewNote[]) {
  const stills: Array<Buffer | null> = notes.map(() => null);
  if (!deps.stills) return stills;
  for (const fileId of new Set(notes.map((n) => n.fileId))) {
    const indexes = notes.flatMap((n, i) => (n.fileId === fileId ? [i] : []));
    const asks = indexes.map((i) => ({ frame: notes[i]!.frame, fps: notes[i]!.fps }));
    const pictures = await deps.stills(fileId, asks);
    indexes.forEach((noteIndex, k) => (stills[noteIndex] = pictures[k] ?? null));
  }
  return stills;
}

/**
 * GET /api/review/versions/:requestId/export/pdf: the version's notes (or the notes a revision
 * was asked with) as a printable PDF, each beside a picture of its frame with its drawing. The
 * same readers as the other exports: strangers 404.
 */
export async function exportPdf(
  deps: Pick<ReviewDeps, 'db' | 'now' | 'stills'>,
  principal: Principal,
  orderId: string,
  query: { list?: 'notes' | 'asked'; start?: string },
): Promise<NotesPrintout> {
  const review = await listNotes(deps, principal, orderId);
  const notes = query.list === 'asked' ? review.asked : review.notes;
  const rate = notes[0]?.fps ?? fallbackRate;
  const start = startFrame(query.start, rate);
  const version = notes[0]?.version ?? review.version;
  const bytes = await notesPdf({
    title: `${review.title} v${version} notes`,
    rate,
    start,
    notes,
    stills: await stillsOf(deps, notes),
    at: deps.now().toISOString(),
  });
  return { filename: `${slug(review.title)}-v${version}-notes.pdf`, bytes };
}
