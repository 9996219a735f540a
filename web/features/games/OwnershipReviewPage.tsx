import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MonthReview, ReviewGame, ReviewVideo } from '../../../common/api/games';
import { addMonths, formatBp } from '../../../common/ownership';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { QueryError } from '../../components/QueryError';
import { Select } from '../../components/Select';
import { useToast } from '../../components/Toast';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { describeFailure } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { closeMonth, decideVideo, gameKeys, reviewQuery } from './api';
import styles from './Games.module.css';
import { gameNamed, monthName } from './format';

/**
 * /dashboard/manage/games (Admin): the monthly review. Promotion videos per game with Approve and
 * Reject, each partner's share for the month after, and 'close the month', which sets those
 * shares once (closing again changes nothing).
 */
export function OwnershipReviewPage() {
  const session = useSession();
  const isAdmin = session.accountType === 'Admin';
  const [month, setMonth] = useState<string | undefined>(undefined);
  const review = useQuery({ ...reviewQuery(session.uid, month), enabled: isAdmin });
  const [confirming, setConfirming] = useState(false);

  if (!isAdmin)
    return (
      <div className={page.page}>
        <title>Ownership review · Crewcast</title>
        <h1 className={page.title}>Ownership review</h1>
        <Alert tone="info">Only Admins review promotion videos and close months.</Alert>
      </div>
    );

  const data = review.data;
  const active = data ? data.games.filter((g) => g.partners.length + g.submissions.length > 0) : [];
  const quiet = data
    ? data.games.filter((g) => g.partners.length + g.submissions.length === 0)
    : [];

  return (
    <div className={page.page}>
      <title>Ownership review · Crewcast</title>
      <header className={styles.pageHead}>
        <h1 className={page.title}>Ownership review</h1>
        <p className={styles.lead}>
          Approve or reject each promotion video sent through the Ownership Booster, then close the
          month: every partner’s share of each game’s pool for the month after is set from the
          approved videos. A closed month cannot change.
        </p>
      </header>
      {data && (
        <div className={styles.toolbar}>
          <Select
            label="Month"
            value={data.month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {data.months.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
                {m === data.currentMonth ? ' (this month)' : ''}
              </option>
            ))}
          </Select>
          <CloseSummary data={data} onClose={() => setConfirming(true)} />
        </div>
      )}
      {review.isPending ? (
        <WaitingScreen label={waitingTexts.loading} />
      ) : review.isError ? (
        <QueryError error={review.error} onRetry={() => void review.refetch()} />
      ) : (
        <>
          {active.length === 0 && (
            <p className={styles.empty}>No game has partners or promotion videos this month.</p>
          )}
          {active.map((game) => (
            <GameReview key={game.gameId} game={game} review={review.data} />
          ))}
          {quiet.length > 0 && (
            <p className={page.muted}>
              No partners or videos: {quiet.map((g) => gameNamed(g.gameId).game).join(', ')}.
            </p>
          )}
          <CloseDialog open={confirming} data={review.data} onClose={() => setConfirming(false)} />
        </>
      )}
    </div>
  );
}

function CloseSummary({ data, onClose }: { data: MonthReview; onClose: () => void }) {
  if (data.closed)
    return (
      <p className={styles.closedNote} role="status">
        {monthName(data.month)} was closed on {formatDate(data.closed.at, 'dateTime')}
        {data.closed.by ? ` by ${data.closed.by}` : ''}. {monthName(addMonths(data.month, 1))}’s
        shares are set.
      </p>
    );
  return (
    <div className={styles.closeBox}>
      <p className={page.muted}>
        {data.pendingVideos === 0
          ? 'Every video is reviewed.'
          : `${data.pendingVideos} video${data.pendingVideos === 1 ? '' : 's'} still to review.`}
      </p>
      <Button onClick={onClose} disabled={data.pendingVideos > 0}>
        Close {monthName(data.month)}
      </Button>
    </div>
  );
}

function GameReview({ game, review }: { game: ReviewGame; review: MonthReview }) {
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
      <div
        className={page.tableScroll}
        tabIndex={0}
        role="region"
        aria-label={`${info.game}: partners`}
      >
        <table className={`${page.table} ${styles.reviewTable}`}>
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
        </table>
      </div>
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

function CloseDialog({
  open,
  data,
  onClose,
}: {
  open: boolean;
  data: MonthReview;
  onClose: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: () => closeMonth(data.month),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      toast.show(
        answer.alreadyClosed
          ? `${monthName(answer.month)} was already closed; nothing changed.`
          : `${monthName(answer.month)} closed: ${monthName(addMonths(answer.month, 1))}’s shares are set.`,
        { tone: 'success' },
      );
      onClose();
    },
  });
  const failure = close.isError ? describeFailure(close.error) : undefined;
  return (
    <Dialog
      open={open}
      onClose={() => {
        close.reset();
        onClose();
      }}
      title={`Close ${monthName(data.month)}?`}
      description={`Each partner's share for ${monthName(addMonths(data.month, 1))} is set from the videos approved in ${monthName(data.month)}. This cannot be undone.`}
    >
      <div className={styles.dialogBody}>
        {failure && (
          <Alert tone="error" link={failure.link} focusOnMount key={failure.message}>
            {failure.message}
          </Alert>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={close.isPending}
            onClick={() => {
              if (!close.isPending) close.mutate();
            }}
          >
            Close the month
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
