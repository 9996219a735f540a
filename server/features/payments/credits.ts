import type {
  CreditCounts,
  GrantCreditsRequest,
  TransactionsResponse,
} from '../../../common/api/payments.js';
import { recordAudit } from '../audit/audit.public.js';
import { AppError } from '../../errors.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { grantCredits, unusedCounts, unusedEditRows } from './credits.repository.js';
import { type PaymentsDeps } from './payments-deps.js';

/** Unused credits of the caller: counts, or one row per unused edit credit (docs/product.md §3). */
export async function unusedCredits(
  deps: PaymentsDeps,
  who: Principal,
  rows: boolean,
): Promise<TransactionsResponse> {
  const { db } = deps.repo;
  const counts = await unusedCounts(db, who.uid);
  if (!rows) return counts;
  return { edits: await unusedEditRows(db, who.uid), thumbnails: counts.thumbnails };
}

/** An Admin gives a Partner credits without payment; the ledger records it as a grant. */
export async function grantCreditsAsAdmin(
  deps: PaymentsDeps,
  who: Principal,
  input: GrantCreditsRequest,
): Promise<CreditCounts> {
  const { repo } = deps;
  requireAccountType(who, 'Admin');
  const user = await repo.findUser(repo.db, input.uid);
  if (!user || user.account_type !== 'Partner') throw new AppError('not_found');
  const at = deps.now().toISOString();
  const before = await unusedCounts(repo.db, user.id);
  await repo.db.transaction().execute(async (trx) => {
    await grantCredits(trx, {
      userId: user.id,
      product: input.product,
      durationMinutes: input.product === 'Video Thumbnail' ? null : (input.duration ?? null),
      quantity: input.quantity,
      note: `${input.note} (by ${who.uid})`,
      at,
    });
    await recordAudit(trx, {
      actorId: who.uid,
      action: 'credits.granted',
      subject: { type: 'user', id: user.id },
      before,
      after: { ...(await unusedCounts(trx, user.id)), grant: input },
      at,
    });
  });
  return unusedCounts(repo.db, user.id);
}
