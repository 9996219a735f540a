import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../common/pricing';
import { formatDate } from '../../lib/format-date';
import styles from './Chat.module.css';
import { customerContextQuery } from './support-api';

type CustomerContextProps = { viewer: string; customer: string };

/**
 * The customer beside their Support thread, for the Admin answering it: plan, team, unused
 * credits, open orders (late ones marked) and the latest payments.
 */
export function CustomerContext({ viewer, customer }: CustomerContextProps) {
  const query = useQuery(customerContextQuery(viewer, customer));
  const c = query.data;
  const late = c?.openOrders.filter((o) => o.late).length ?? 0;
  return (
    <details className={styles.notes}>
      <summary>
        Customer
        {c && (
          <>
            {' · '}
            {c.plan ?? c.accountType}, {c.openOrders.length} open order
            {c.openOrders.length === 1 ? '' : 's'}
            {late > 0 && <strong className={styles.late}> ({late} late)</strong>}
          </>
        )}
      </summary>
      {query.isError ? (
        <p role="alert">The customer could not be loaded.</p>
      ) : !c ? (
        <p role="status">Loading…</p>
      ) : (
        <dl className={styles.customer} aria-label={`About ${c.name}`}>
          <dt>Account</dt>
          <dd>
            {c.name} (@{c.username}), {c.accountType}
            {c.plan ? `, ${c.plan} plan` : ''}
          </dd>
          <dt>Team</dt>
          <dd>
            {c.team.length === 0
              ? 'Nobody yet'
              : c.team.map((m) => `${m.name} (${m.role})`).join(', ')}
          </dd>
          <dt>Credits</dt>
          <dd>
            {c.credits.length === 0
              ? 'None unused'
              : c.credits
                  .map(
                    (cr) =>
                      `${cr.unused} × ${cr.product}${cr.durationMinutes ? ` ${cr.durationMinutes} min` : ''}`,
                  )
                  .join(', ')}
          </dd>
          <dt>Open orders</dt>
          <dd>
            {c.openOrders.length === 0 ? (
              'None'
            ) : (
              <ul className={styles.customerList}>
                {c.openOrders.map((o) => (
                  <li key={o.id}>
                    {o.title} ({o.type}, {o.staff}), due {formatDate(o.dueAt, 'dateTime')}
                    {o.late && <strong className={styles.late}> late</strong>}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Payments</dt>
          <dd>
            {c.payments.length === 0 ? (
              'None yet'
            ) : (
              <ul className={styles.customerList}>
                {c.payments.map((p) => (
                  <li key={p.id}>
                    {formatDate(p.at)}: {formatCents(p.amountCents)}
                    {p.refunded && ' (refunded)'}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      )}
    </details>
  );
}
