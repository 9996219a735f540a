import { useState } from 'react';
import type { MonthReview, ReviewGame, ReviewVideo } from '../../../common/api/games';
import { addMonths, formatBp, profitShareText } from '../../../common/ownership';
import { DataTable } from '../../components/DataTable';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { gameNamed, monthName } from './format';
import styles from './Games.module.css';
import { RejectDialog } from './RejectDialog';
import { ReviewVideoRow } from './ReviewVideoRow';

/** One game of the review: its partners' shares for the month after, and the videos sent. */
export function GameReview({ game, review }: { game: ReviewGame; review: MonthReview }) {
  const info = gameNamed(game.gameId);
  const next = monthName(addMonths(review.month, 1));
  const titleId = `review-${game.gameId}`;
  const [rejecting, setRejecting] = useState<{ video: ReviewVideo; partner: string } | null>(null);
  return (
    <section className={`${page.surface} ${styles.reviewGame}`} aria-labelledby={titleId}>
      <div className={styles.reviewHead}>
        <h2 id={titleId} className={styles.gameName}>
          {info.game}
        </h2>
        <p className={page.muted}>
          {next}: {formatBp(game.nextPoolBp)} of the pool shared
          {review.closed ? ' (confirmed)' : ' (projected)'}
        </p>
      </div>
      <DataTable label={`${info.game}: partners`} tableClassName={styles.reviewTable}>
        <thead>
          <tr>
            <th scope="col">Partner</th>
            <th scope="col">Plan</th>
            <th scope="col">Approved</th>
            <th scope="col">Waiting</th>
            <th scope="col">{next} share</th>
          </tr>
        </thead>
        <tbody>
          {game.partners.map((p) => (
            <tr key={p.uid}>
              <td>
                {p.name} <span className={page.muted}>@{p.username}</span>
              </td>
              <td>
                {p.plan} ({formatBp(p.minBp)}–{formatBp(p.maxBp)})
              </td>
              <td>{p.approvedVideos}</td>
              <td>{p.pendingVideos}</td>
              <td>
                {p.nextStatus === 'not_included' ? (
                  'joined after the close'
                ) : (
                  <>
                    {formatBp(p.nextStartBp)}{' '}
                    <span className={page.muted}>
                      ({profitShareText(p.nextStartBp)} of profits)
                    </span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {game.submissions.length === 0 ? (
        <p className={page.muted}>No promotion videos this month.</p>
      ) : (
        <ul className={styles.submissions}>
          {game.submissions.map((s) => (
            <li key={s.id} className={styles.submission}>
              <p>
                <strong>{s.partner.name}</strong>{' '}
                <span className={page.muted}>
                  @{s.partner.username} · sent {formatDate(s.submittedAt, 'dateTime')}
                </span>
              </p>
              {s.note && <p className={styles.note}>“{s.note}”</p>}
              <ul className={styles.reviewVideos}>
                {s.videos.map((v) => (
                  <ReviewVideoRow
                    key={v.id}
                    video={v}
                    partner={s.partner.name}
                    closed={review.closed !== null}
                    onReject={(video) => setRejecting({ video, partner: s.partner.name })}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <RejectDialog
        video={rejecting?.video ?? null}
        partner={rejecting?.partner ?? ''}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}
