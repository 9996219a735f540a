import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { reviewRepository } from './review.repository.js';

/**
 * Inside the transaction that opens a revision of `versionId` for its delivered `fileId`: the
 * version's open notes on that file become the revision's list of things to change.
 */
export function gatherOpenNotes(
  trx: Kysely<Database>,
  input: { versionId: string; fileId: string; revisionId: string },
): Promise<number> {
  return reviewRepository(trx).askOpenNotes(input.versionId, input.fileId, input.revisionId);
}
