import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { commissionPendingDays, commissionPercent, formatCents } from '../../../common/pricing';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { QueryError } from '../../components/QueryError';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { useToast } from '../../components/Toast';
import { formatDate } from '../../lib/format-date';
import { affiliateQuery } from './api';
import page from '../../styles/page.module.css';
import styles from './shop.module.css';

async function copy(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or an old browser): select the text so Ctrl+C does it.
    input?.select();
    return false;
  }
}

/**
 * The Affiliate's dashboard (docs/product.md §1, §6): the referral link with a copy button, who signed up
 * through it, and commissions pending (14 days) and payable.
 */
export function AffiliateHome() {
  const session = useSession();
  const toast = useToast();
  const linkId = useId();
  const linkInput = useRef<HTMLInputElement>(null);
  const summary = useQuery(affiliateQuery(session.uid));

  if (summary.isPending) return <WaitingScreen label={waitingTexts.loading} />;
  if (summary.isError)
    return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  return (
    <div className={styles.affiliate}>
      <section className={`${page.surface} ${styles.panel}`} aria-labelledby="referral-title">
        <h2 id="referral-title" className={styles.sectionTitle}>
          Your referral link
        </h2>
        <p className={styles.muted}>
          Share it with YouTubers. Everyone who signs up through it is yours, and you earn{' '}
          {commissionPercent}% of every purchase they make.
        </p>
        <div className={styles.linkRow}>
          <label htmlFor={linkId} className="visually-hidden">
            Referral link
          </label>
          <input
            id={linkId}
            ref={linkInput}
            className={styles.linkInput}
            readOnly
            value={data.link}
            onFocus={(event) => event.target.select()}
          />
          <Button
            onClick={async () => {
              const done = await copy(data.link, linkInput.current);
              toast.show(
                done ? 'Link copied.' : 'Press Ctrl+C (or ⌘C) to copy the selected link.',
                {
                  tone: done ? 'success' : 'info',
                },
              );
            }}
          >
            Copy link
          </Button>
        </div>
      </section>

      <dl className={styles.stats} aria-label="Commissions">
        <div className={styles.stat}>
          <dt>Pending</dt>
          <dd data-testid="commission-pending">{formatCents(data.pending.cents)}</dd>
          <dd className={styles.statNote}>
            {data.pending.count} in their {commissionPendingDays}-day refund window
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>Payable</dt>
          <dd data-testid="commission-payable">{formatCents(data.payable.cents)}</dd>
          <dd className={styles.statNote}>{data.payable.count} due to you</dd>
        </div>
        <div className={styles.stat}>
          <dt>Paid out</dt>
          <dd>{formatCents(data.paid.cents)}</dd>
          <dd className={styles.statNote}>{data.paid.count} paid</dd>
        </div>
      </dl>

      <section className={`${page.surface} ${styles.panel}`} aria-labelledby="signups-title">
        <h2 id="signups-title" className={styles.sectionTitle}>
          Referred sign-ups ({data.signups.length})
        </h2>
        {data.signups.length === 0 ? (
          <p className={styles.muted}>No sign-ups yet. Share your link to get your first one.</p>
        ) : (
          <ul className={styles.signups}>
            {data.signups.map((s) => (
              <li key={s.username}>
                <span>{s.username}</span>
                <span className={styles.muted}>joined {formatDate(s.joinedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={`${page.surface} ${styles.panel}`} aria-labelledby="commissions-title">
        <h2 id="commissions-title" className={styles.sectionTitle}>
          Commissions
        </h2>
        {data.commissions.length === 0 ? (
          <p className={styles.muted}>
            No commissions yet. You earn one each time someone you referred buys credits.
          </p>
        ) : (
          <div
            className={`${page.tableScroll} ${styles.tableWrap}`}
            tabIndex={0}
            role="region"
            aria-label="Commissions table"
          >
            <table className={`${page.table} ${styles.table}`}>
              <thead>
                <tr>
                  <th scope="col">Buyer</th>
                  <th scope="col">Purchase</th>
                  <th scope="col">Commission</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payable from</th>
                </tr>
              </thead>
              <tbody>
                {data.commissions.map((c) => (
                  <tr key={c.id}>
                    <td>{c.buyer}</td>
                    <td>{formatCents(c.basisCents)}</td>
                    <td>{formatCents(c.amountCents)}</td>
                    <td>
                      <span className={`${styles.status} ${styles[c.status] ?? ''}`}>
                        {c.status}
                      </span>
                    </td>
                    <td>{formatDate(c.payableAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
