import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { digestList } from './note-digest.js';
import { noteViews } from './note-view.js';
import { reviewRepository } from './review.repository.js';

/** The notes a revision was asked with: how many, and their timecodes and first words. */
export type GatheredNotes = { count: number; list: string };

/**
 * Inside the transaction that opens a revision of `versionId` for its delivered `fileId`: the
 * version's open notes on that file become the revision's list of things to change, and the
 * revision's message lists them (the note digest then leaves them out).
 */
export async function gatherOpenNotes(
  trx: Kysely<Database>,
  input: { versionId: string; fileId: string; revisionId: string },
): Promise<GatheredNotes> {
  const repo = reviewRepository(trx);
  const count = await repo.askOpenNotes(input.versionId, input.fileId, input.revisionId);
  if (count === 0) return { count, list: '' };
  const version = await repo.findVersion(input.versionId);
  const views = await noteViews(repo, await repo.notesAskedIn(input.revisionId), () =>
    Number(version?.version ?? 1),
  );
  // In the order they play, as the revision's list shows them.
  return { count, list: digestList(views) };
}
