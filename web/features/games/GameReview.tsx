import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonthReview, ReviewGame, ReviewVideo } from '../../../common/api/games';
import { addMonths, formatBp } from '../../../common/ownership';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import { describeFailure } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { decideVideo, gameKeys } from './api';
import { gameNamed, monthName } from './format';
import styles from './Games.module.css';

/** One game of the review: its partners' shares for the month after, and the videos sent. */
export function GameReview({ game, review }: { game: ReviewGame; review: MonthReview }) {
  const info = gameNamed(game.gameId);
  const next = monthName(addMonths(review.month, 1));
  const titleId = `review-${game.gameId}`;
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
                {p.nextStatus === 'not_included'
                  ? 'joined after the close'
                  : formatBp(p.nextStartBp)}
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
                  <VideoRow
                    key={v.id}
                    video={v}
                    partner={s.partner.name}
                    closed={review.closed !== null}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VideoRow({
  video,
  partner,
  closed,
}: {
  video: ReviewVideo;
  partner: string;
  closed: boolean;
}) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (status: 'approved' | 'rejected') => decideVideo(video.id, status),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
  const what = `video ${video.videoId} by ${partner}`;
  return (
    <li className={styles.reviewVideo}>
      <a href={video.url} target="_blank" rel="noreferrer noopener">
        youtu.be/{video.videoId}
      </a>
      <span className={page.muted}>published {video.publishedOn}</span>
      <span className={`${styles.badge} ${styles[video.status] ?? ''}`}>{video.status}</span>
      {!closed && (
        <span className={styles.decide}>
          <Button
            size="small"
            variant={video.status === 'approved' ? 'ghost' : 'secondary'}
            disabled={video.status === 'approved'}
            loading={decide.isPending && decide.variables === 'approved'}
            onClick={() => decide.mutate('approved')}
            aria-label={`Approve ${what}`}
          >
            Approve
          </Button>
          <Button
            size="small"
            variant="ghost"
            disabled={video.status === 'rejected'}
            loading={decide.isPending && decide.variables === 'rejected'}
            onClick={() => decide.mutate('rejected')}
            aria-label={`Reject ${what}`}
          >
            Reject
          </Button>
        </span>
      )}
      {decide.isError && (
        <Alert tone="error" className={styles.rowError}>
          {describeFailure(decide.error).message}
        </Alert>
      )}
    </li>
  );
}
