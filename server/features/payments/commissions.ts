import type {
  CommissionsQuery,
  AdminCommission,
  CommissionFilter,
  CommissionStatus,
  CommissionsResponse,
  PayTo,
} from '../../../common/api/payments.js';
import { requireAccountType } from '../../auth/permissions.js';
import { pageOf } from '../../db/keyset.js';
import type { Principal } from '../../auth/tokens.js';
import { commissionsCsv } from './commissions-csv.js';
import { type PaymentsDeps } from './payments-deps.js';
import type { CommissionRow } from './payments.repository.js';

/** Where a commission stands at `now`. */
export function commissionStatus(
  row: Pick<CommissionRow, 'paid_at' | 'reversed_at' | 'payable_at'>,
  now: string,
): CommissionStatus {
  if (row.reversed_at) return 'reversed';
  if (row.paid_at) return 'paid';
  return row.payable_at <= now ? 'payable' : 'pending';
}

/** Where to pay an Affiliate with this wallet: the chosen method, when its account is there. */
export function payToOf(
  row: Pick<CommissionRow, 'payout_method' | 'paypal' | 'paysend'>,
): PayTo | null {
  const account = row.payout_method === 'Paysend' ? row.paysend : row.paypal;
  return row.payout_method && account ? { method: row.payout_method, account } : null;
}

function toAdminCommission(row: CommissionRow, at: string): AdminCommission {
  return {
    id: row.id,
    buyer: row.buyer,
    affiliate: row.affiliate,
    affiliateEmail: row.affiliate_email,
    payTo: payToOf(row),
    sessionId: row.session_id,
    basisCents: row.basis_cents,
    amountCents: row.amount_cents,
    status: commissionStatus(row, at),
    createdAt: row.created_at,
    payableAt: row.payable_at,
    paidAt: row.paid_at,
    reversedAt: row.reversed_at,
  };
}

/** Every Affiliate's commissions in one state, as an Admin lists and exports them. */
async function adminCommissions(
  deps: PaymentsDeps,
  filter: CommissionFilter,
): Promise<AdminCommission[]> {
  const at = deps.now().toISOString();
  return (await deps.repo.listCommissions({ status: filter }, at)).map((row) =>
    toAdminCommission(row, at),
  );
}

/** One page of every Affiliate's commissions in one state, for an Admin, with the state's total. */
export async function listCommissions(
  deps: PaymentsDeps,
  who: Principal,
  query: CommissionsQuery,
): Promise<CommissionsResponse> {
  requireAccountType(who, 'Admin');
  const at = deps.now().toISOString();
  const [rows, total] = await Promise.all([
    deps.repo.listCommissions({ status: query.status, affiliate: query.affiliate }, at, {
      ...(query.cursor ? { after: query.cursor } : {}),
      limit: query.limit + 1,
    }),
    deps.repo.commissionTotal({ status: query.status, affiliate: query.affiliate }, at),
  ]);
  const page = pageOf(rows, query.limit, (r) => [r.created_at, r.id]);
  return {
    commissions: page.rows.map((row) => toAdminCommission(row, at)),
    total,
    nextCursor: page.nextCursor,
  };
}

/** The same list as CSV, for an Admin's payout run. */
export async function exportCommissions(
  deps: PaymentsDeps,
  who: Principal,
  filter: CommissionFilter,
): Promise<string> {
  requireAccountType(who, 'Admin');
  return commissionsCsv(await adminCommissions(deps, filter));
}

/** An Admin records payable commissions as paid out. */
export async function markCommissionsPaid(
  deps: PaymentsDeps,
  who: Principal,
  ids: string[],
): Promise<number> {
  requireAccountType(who, 'Admin');
  return deps.repo.markPaid([...new Set(ids)], deps.now().toISOString(), who.uid);
}
