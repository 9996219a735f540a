import type { AffiliateCommission, CommissionStatus } from '../../../common/api/payments';
import { formatCents } from '../../../common/pricing';
import { StatePill, type StateTone } from './StatePill';

const tones: Record<CommissionStatus, StateTone> = {
  pending: 'warning',
  payable: 'success',
  paid: 'info',
  reversed: 'danger',
};

/** The cells every commissions table has: buyer, purchase, commission and state. */
export function CommissionCells({ commission: c }: { commission: AffiliateCommission }) {
  return (
    <>
      <td>{c.buyer}</td>
      <td>{formatCents(c.basisCents)}</td>
      <td>{formatCents(c.amountCents)}</td>
      <td>
        <StatePill tone={tones[c.status]}>{c.status}</StatePill>
      </td>
    </>
  );
}
