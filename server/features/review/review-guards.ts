import type { Kysely } from 'kysely';
import { accessRules } from '../../access/access.js';
import type { Principal } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { reviewRepository, type VersionRow } from './review.repository.js';

/**
 * A version the caller may review (`order.review` in server/access/order-permissions.ts: its
 * Partner, its assigned staff member and Admins). Anyone else learns nothing of it (404).
 */
export async function reviewableVersion(
  db: Kysely<Database>,
  principal: Principal,
  orderId: string,
): Promise<VersionRow> {
  await accessRules(db).require(principal, 'order.review', orderId);
  const version = await reviewRepository(db).findVersion(orderId);
  if (!version) throw new AppError('not_found');
  return version;
}
