import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AvailableGame, MyGame, MyGamesResponse } from '../../../common/api/games';
import type { Game } from '../../../common/games';
import { gameLimits } from '../../../common/limits';
import { formatBp, profitShareText } from '../../../common/ownership';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { QueryError } from '../../components/QueryError';
import { useToast } from '../../components/Toast';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { describeFailure } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { gameArt, gameArtSize } from '../public/public';
import page from '../../styles/page.module.css';
import { gameKeys, myGamesQuery, requestPartnership } from './api';
import { BoostDialog } from './BoostDialog';
import { DecayChart } from './DecayChart';
import styles from './Games.module.css';
import { InspectDialog } from './InspectDialog';
import { gameNamed, monthName } from './format';

const refusalText: Record<NonNullable<AvailableGame['refusal']>, string> = {
  partnership_exists: 'You partner with this game.',
  partnership_limit: 'Your plan’s partnerships are all in use.',
  game_pool_full: 'This game’s pool is full.',
};

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
  const [boosting, setBoosting] = useState<Game | null>(null);
  const [joining, setJoining] = useState<Game | null>(null);

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
      {data.isPending ? (
        <WaitingScreen label={waitingTexts.loading} />
      ) : data.isError ? (
        <QueryError error={data.error} onRetry={() => void data.refetch()} />
      ) : (
        <>
          <section className={page.section} aria-labelledby="your-games">
            <h2 id="your-games" className={styles.sectionTitle}>
              Your Games
            </h2>
            {data.data.games.length === 0 ? (
              <p className={styles.empty}>
                You do not partner with any game yet. Pick one under Available Games.
              </p>
            ) : (
              <ul className={styles.myGames}>
                {data.data.games.map((mine) => (
                  <YourGameCard
                    key={mine.gameId}
                    mine={mine}
                    data={data.data}
                    onBoost={() => setBoosting(gameNamed(mine.gameId))}
                    onInspect={() => setInspecting(gameNamed(mine.gameId))}
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
              {data.data.available
                .filter((g) => !g.partnered)
                .map((g) => (
                  <AvailableGameCard
                    key={g.gameId}
                    entry={g}
                    onInspect={() => setInspecting(gameNamed(g.gameId))}
                    onPartner={() => setJoining(gameNamed(g.gameId))}
                  />
                ))}
            </ul>
          </section>
          <BoostDialog
            game={boosting}
            today={data.data.today}
            openMonth={data.data.openMonth}
            onClose={() => setBoosting(null)}
          />
          <PartnerDialog game={joining} data={data.data} onClose={() => setJoining(null)} />
        </>
      )}
      <InspectDialog game={inspecting} onClose={() => setInspecting(null)} />
    </div>
  );
}

function TermsLine({ data }: { data: MyGamesResponse }) {
  const { terms } = data;
  const plan = terms.label === 'Affiliate' ? 'As an Affiliate you' : `Your ${terms.label} plan:`;
  return (
    <p className={styles.terms}>
      {plan} {formatBp(terms.minBp)}–{formatBp(terms.maxBp)} of a game’s pool,{' '}
      {terms.partnerships === 1 ? '1 game partnership' : `${terms.partnerships} game partnerships`}{' '}
      ({terms.used} in use).
    </p>
  );
}

function GameArt({ game }: { game: Game }) {
  const cover = game.preview[0];
  if (!cover) return null;
  return (
    <img
      className={styles.cover}
      src={gameArt[cover.thumbnail]}
      alt=""
      width={gameArtSize.width / 4}
      height={gameArtSize.height / 4}
      loading="lazy"
      decoding="async"
    />
  );
}

const statusText: Record<MyGame['nextMonth']['status'], string> = {
  confirmed: 'Confirmed',
  projected: 'Projected',
  provisional: 'Plan minimum until last month is reviewed',
  not_included: 'No share',
};

function YourGameCard({
  mine,
  data,
  onBoost,
  onInspect,
}: {
  mine: MyGame;
  data: MyGamesResponse;
  onBoost: () => void;
  onInspect: () => void;
}) {
  const game = gameNamed(mine.gameId);
  const day = Number(data.today.slice(8, 10));
  const scale = data.terms.maxBp;
  const titleId = `game-${game.id}`;
  const next = mine.nextMonth;
  return (
    <li className={`${page.surface} ${styles.myGame}`} aria-labelledby={titleId}>
      <div className={styles.gameHead}>
        <GameArt game={game} />
        <div>
          <h3 id={titleId} className={styles.gameName}>
            {game.game}
          </h3>
          <p className={page.muted}>
            {game.studio} · partner since {formatDate(mine.since)}
          </p>
        </div>
        <div className={styles.headActions}>
          <Button variant="secondary" size="small" onClick={onInspect}>
            Inspect <span className="visually-hidden">{game.game}</span>
          </Button>
          <Button size="small" onClick={onBoost}>
            Boost <span className="visually-hidden">{game.game}</span>
          </Button>
        </div>
      </div>

      <dl className={styles.figures}>
        <div>
          <dt>Today</dt>
          <dd>
            <strong className={styles.bigFigure} data-testid={`today-${game.id}`}>
              {formatBp(mine.todayBp)}
            </strong>
            <span className={page.muted}>
              {' '}
              of the pool · {profitShareText(mine.todayBp)} of profits
            </span>
          </dd>
        </div>
        <div>
          <dt>Next month · {monthName(next.month)}</dt>
          <dd>
            <strong className={styles.bigFigure} data-testid={`next-${game.id}`}>
              {next.status === 'not_included' ? '—' : formatBp(next.startBp)}
            </strong>
            <span className={`${styles.badge} ${styles[next.status] ?? ''}`}>
              {statusText[next.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>Promotion for {monthName(data.openMonth)}’s review</dt>
          <dd>
            {mine.approvedVideos} approved · {mine.pendingVideos} waiting
          </dd>
        </div>
      </dl>

      <div className={styles.charts}>
        <section aria-label={`${game.game}: this month`} className={styles.chartBox}>
          <h4 className={styles.chartTitle}>
            This month · {monthName(mine.thisMonth.month)}
            {mine.thisMonth.status !== 'confirmed' && (
              <span className={`${styles.badge} ${styles[mine.thisMonth.status] ?? ''}`}>
                {statusText[mine.thisMonth.status]}
              </span>
            )}
          </h4>
          {mine.thisMonth.status === 'not_included' ? (
            <p className={styles.noShare}>
              No share this month: you joined after last month was closed. Your share starts next
              month.
            </p>
          ) : (
            <DecayChart
              curve={mine.thisMonth}
              label={`${game.game}, this month`}
              scaleMaxBp={scale}
              today={day}
            />
          )}
        </section>
        <section aria-label={`${game.game}: next month`} className={styles.chartBox}>
          <h4 className={styles.chartTitle}>
            Next month · {monthName(next.month)}
            <span className={`${styles.badge} ${styles[next.status] ?? ''}`}>
              {statusText[next.status]}
            </span>
          </h4>
          {next.status === 'not_included' ? (
            <p className={styles.noShare}>
              No share in {monthName(next.month)}: this month was closed before you joined. Boost
              now to count in {monthName(data.openMonth)}’s review.
            </p>
          ) : (
            <>
              {next.status === 'projected' && (
                <p className={styles.hint}>
                  What closing this month now would give, from your approved videos and the other
                  partners’. It is set when an Admin closes the month.
                </p>
              )}
              <DecayChart curve={next} label={`${game.game}, next month`} scaleMaxBp={scale} />
            </>
          )}
        </section>
      </div>

      {mine.videos.length > 0 && (
        <details className={styles.videos}>
          <summary>Your promotion videos ({mine.videos.length})</summary>
          <ul>
            {mine.videos.map((v) => (
              <li key={v.id}>
                <a href={v.url} target="_blank" rel="noreferrer noopener">
                  youtu.be/{v.videoId}
                </a>
                <span className={page.muted}>
                  published {v.publishedOn} · {monthName(v.month)}
                </span>
                <span className={`${styles.badge} ${styles[v.status] ?? ''}`}>{v.status}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

function AvailableGameCard({
  entry,
  onInspect,
  onPartner,
}: {
  entry: AvailableGame;
  onInspect: () => void;
  onPartner: () => void;
}) {
  const game = gameNamed(entry.gameId);
  const titleId = `available-${game.id}`;
  return (
    <li className={`${page.surface} ${styles.availableCard}`} aria-labelledby={titleId}>
      <GameArt game={game} />
      <div className={styles.availableBody}>
        <h3 id={titleId} className={styles.gameName}>
          {game.game}
        </h3>
        <p className={page.muted}>{game.genre}</p>
        <p className={page.muted}>
          {entry.partners === 1 ? '1 partner' : `${entry.partners} partners`}
        </p>
        {entry.refusal && <p className={styles.refusal}>{refusalText[entry.refusal]}</p>}
      </div>
      <div className={styles.availableActions}>
        <Button variant="secondary" size="small" onClick={onInspect}>
          Inspect <span className="visually-hidden">{game.game}</span>
        </Button>
        <Button size="small" disabled={entry.refusal !== null} onClick={onPartner}>
          Partner <span className="visually-hidden">with {game.game}</span>
        </Button>
      </div>
    </li>
  );
}

function PartnerDialog({
  game,
  data,
  onClose,
}: {
  game: Game | null;
  data: MyGamesResponse;
  onClose: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: (id: string) => requestPartnership(id),
    onSuccess: (_, id) => {
      toast.show(`You now partner with ${gameNamed(id).game}.`, { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      onClose();
    },
  });
  const failure = join.isError ? describeFailure(join.error) : undefined;
  const { terms } = data;
  return (
    <Dialog
      open={game !== null}
      onClose={() => {
        join.reset();
        onClose();
      }}
      title={game ? `Partner with ${game.game}?` : 'Partner'}
      description={`This uses ${terms.used + 1} of your ${terms.partnerships} game partnership${terms.partnerships === 1 ? '' : 's'}. Partnerships stay; contact support to change one.`}
    >
      {game && (
        <div className={styles.dialogBody}>
          <p>
            Your share of {game.game}’s pool starts at {formatBp(terms.minBp)} and can reach{' '}
            {formatBp(terms.maxBp)} with the promotion videos you send through Boost. It is set each
            month when an Admin closes the month before.
          </p>
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
              loading={join.isPending}
              onClick={() => {
                if (!join.isPending) join.mutate(game.id);
              }}
            >
              Partner with {game.game}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
