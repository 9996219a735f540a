import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MonthReview, ReviewGame } from '../../../common/api/games';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { QueryState } from '../../components/QueryState';
import { Select } from '../../components/Select';
import page from '../../styles/page.module.css';
import { reviewQuery } from './api';
import { CloseDialog, CloseSummary } from './CloseMonth';
import { gameNamed, monthName } from './format';
import { GameReview } from './GameReview';
import styles from './Games.module.css';

/** Every game with partners or videos this month, then the names of the quiet ones. */
function GameReviews({ data }: { data: MonthReview }) {
  const busy = (g: ReviewGame) => g.partners.length + g.submissions.length > 0;
  const active = data.games.filter(busy);
  const quiet = data.games.filter((g) => !busy(g));
  return (
    <>
      {active.length === 0 && (
        <p className={page.empty}>No game has partners or promotion videos this month.</p>
      )}
      {active.map((game) => (
        <GameReview key={game.gameId} game={game} review={data} />
      ))}
      {quiet.length > 0 && (
        <p className={page.muted}>
          No partners or videos: {quiet.map((g) => gameNamed(g.gameId).game).join(', ')}.
        </p>
      )}
    </>
  );
}

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
      {data?.videoFacts === 'sandbox' && (
        <Alert tone="info">
          Sandbox: video titles, channels and views are made up here (no YouTube API key is set),
          not read from YouTube.
        </Alert>
      )}
      <QueryState query={review}>
        {(loaded) => (
          <>
            <GameReviews data={loaded} />
            <CloseDialog open={confirming} data={loaded} onClose={() => setConfirming(false)} />
          </>
        )}
      </QueryState>
    </div>
  );
}
