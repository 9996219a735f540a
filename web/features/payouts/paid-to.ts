import type { StatementSummary } from '../../../common/api/payouts';

/**
 * Where a statement is paid to, in words: the wallet of the close, the one its payee chose since
 * (said so), or `none` when there is no wallet at all.
 */
export function paidToText(s: StatementSummary, none: string): string {
  if (!s.method) return none;
  const where = `${s.method}: ${s.account ?? ''}`;
  return s.walletAddedLater ? `${where} (chosen after the month closed)` : where;
}
