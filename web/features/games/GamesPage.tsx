import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyGamesResponse } from '../../../common/api/games';
import type { Game } from '../../../common/games';
import { gameLimits } from '../../../common/limits';
import { formatBp } from '../../../common/ownership';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { myGamesQuery } from './api';
import { AvailableGameCard } from './AvailableGameCard';
import { BoostDialog } from './BoostDialog';
import { gameNamed } from './format';
import styles from './Games.module.css';
import { InspectDialog } from './InspectDialog';
import { PartnerDialog } from './PartnerDialog';
import { YourGameCard } from './YourGameCard';

function TermsLine({ data }: { data: MyGamesResponse }) {
  const { terms } = data;
  const plan = terms.label === 'Affiliate' ? 'Your Affiliate terms:' : `Your ${terms.label} plan:`;
  return (
    <p className={styles.terms}>
      {plan} {formatBp(terms.minBp)}–{formatBp(terms.maxBp)} of a game’s pool,{' '}
      {terms.partnerships === 1 ? '1 game partnership' : `${terms.partnerships} game partnerships`}{' '}
      ({terms.used} in use).
    </p>
  );
}

type GameChoice = (game: Game) => void;

/** 'Your Games' and 'Available Games', and the Boost and Partner dialogs they open. */
function GameLists({ data, onInspect }: { data: MyGamesResponse; onInspect: GameChoice }) {
  const [boosting, setBoosting] = useState<Game | null>(null);
  const [joining, setJoining] = useState<Game | null>(null);
  return (
    <>
      <section className={page.section} aria-labelledby="your-games">
        <h2 id="your-games" className={styles.sectionTitle}>
          Your Games
        </h2>
        {data.games.length === 0 ? (
          <p className={page.empty}>
            You do not partner with any game yet. Pick one under Available Games.
          </p>
        ) : (
          <ul className={styles.myGames}>
            {data.games.map((mine) => (
              <YourGameCard
                key={mine.gameId}
                mine={mine}
                data={data}
                onBoost={() => setBoosting(gameNamed(mine.gameId))}
                onInspect={() => onInspect(gameNamed(mine.gameId))}
              />
            ))}
          </ul>
        )}
      </section>
      <section className={page.section} aria-labelledby="available-games">
        <h2 id="available-games" className={styles.sectionTitle}>
          Available Games
        </h2>
        <ul className={styles.available}>
          {data.available
            .filter((g) => !g.partnered)
            .map((g) => (
              <AvailableGameCard
                key={g.gameId}
                entry={g}
                onInspect={() => onInspect(gameNamed(g.gameId))}
                onPartner={() => setJoining(gameNamed(g.gameId))}
              />
            ))}
        </ul>
      </section>
      <BoostDialog
        game={boosting}
        today={data.today}
        openMonth={data.openMonth}
        onClose={() => setBoosting(null)}
      />
      <PartnerDialog game={joining} data={data} onClose={() => setJoining(null)} />
    </>
  );
}

/**
 * /dashboard/games (also /dashboard/game): the Game Manager and Ownership Booster of a Partner or
 * Affiliate (docs/product.md §2). 'Your Games' shows each share today, this month's decay and next month's
 * figure; 'Available Games' offers the rest within the plan's partnerships.
 */
export function GamesPage() {
  const session = useSession();
  const allowed = session.accountType === 'Partner' || session.accountType === 'Affiliate';
  const data = useQuery({ ...myGamesQuery(session.uid), enabled: allowed && session.uid !== null });
  const [inspecting, setInspecting] = useState<Game | null>(null);

  if (!allowed)
    return (
      <div className={page.page}>
        <title>Games · Crewcast</title>
        <h1 className={page.title}>Games</h1>
        <Alert tone="info">
          Game partnerships are for Partners and Affiliates.
          {session.accountType === 'Admin' ? ' Admins review them under Ownership.' : ''}
        </Alert>
      </div>
    );

  return (
    <div className={page.page}>
      <title>Games · Crewcast</title>
      <header className={styles.pageHead}>
        <h1 className={page.title}>Games</h1>
        <p className={styles.lead}>
          Each game shares {gameLimits.totalPercentagePool}% of its profits among its partners: its
          pool. Your share of a pool grows with the promotion videos an Admin approves each month,
          applies the month after, and falls evenly during that month toward your plan’s minimum.
        </p>
        {data.data && <TermsLine data={data.data} />}
      </header>
      <QueryState query={data}>
        {(games) => <GameLists data={games} onInspect={setInspecting} />}
      </QueryState>
      <InspectDialog game={inspecting} onClose={() => setInspecting(null)} />
    </div>
  );
}
