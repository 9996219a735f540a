import type { StatementSummary } from '../../../common/api/payouts';
import { StatePill } from '../payments/public';

/** A statement's state: Pending until an Admin pays it, then Paid. */
export function StatusPill({ statement }: { statement: Pick<StatementSummary, 'status'> }) {
  return statement.status === 'paid' ? (
    <StatePill tone="success">Paid</StatePill>
  ) : (
    <StatePill tone="warning">Pending</StatePill>
  );
}
