import type { MyGame, MyGamesResponse } from '../../../common/api/games';
import { formatBp, profitShareText } from '../../../common/ownership';
import { Button } from '../../components/Button';
import { formatDate } from '../../lib/format-date';
import { formatDay } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { gameNamed, monthName } from './format';
import { GameArt } from './GameArt';
import styles from './Games.module.css';
import { ShareCharts, ShareStatusBadge } from './ShareCharts';

type YourGameCardProps = {
  mine: MyGame;
  data: MyGamesResponse;
  onBoost: () => void;
  onInspect: () => void;
};

function ShareFigures({ mine, data }: Pick<YourGameCardProps, 'mine' | 'data'>) {
  const next = mine.nextMonth;
  const id = mine.gameId;
  return (
    <dl className={styles.figures}>
      <div>
        <dt>Today</dt>
        <dd>
          <strong className={styles.bigFigure} data-testid={`today-${id}`}>
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
          <strong className={styles.bigFigure} data-testid={`next-${id}`}>
            {next.status === 'not_included' ? '—' : formatBp(next.startBp)}
          </strong>
          <ShareStatusBadge status={next.status} />
        </dd>
      </div>
      <div>
        <dt>Promotion for {monthName(data.openMonth)}’s review</dt>
        <dd>
          {mine.approvedVideos} approved · {mine.pendingVideos} waiting
        </dd>
      </div>
    </dl>
  );
}

function PromotionVideos({ videos }: { videos: MyGame['videos'] }) {
  if (videos.length === 0) return null;
  const rejected = videos.filter((v) => v.status === 'rejected').length;
  return (
    <details className={styles.videos}>
      <summary>
        Your promotion videos ({videos.length}
        {rejected > 0 ? `, ${rejected} rejected` : ''})
      </summary>
      <ul>
        {videos.map((v) => (
          <li key={v.id}>
            <a href={v.url} target="_blank" rel="noreferrer noopener">
              youtu.be/{v.videoId}
            </a>
            <span className={page.muted}>
              published {formatDay(v.publishedOn)} · {monthName(v.month)}
            </span>
            <span className={`${styles.badge} ${styles[v.status] ?? ''}`}>{v.status}</span>
            {v.reason && <span className={styles.reason}>Reason: {v.reason}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A game the user partners with: their share today, this month's decay and next month's. */
export function YourGameCard({ mine, data, onBoost, onInspect }: YourGameCardProps) {
  const game = gameNamed(mine.gameId);
  const titleId = `game-${game.id}`;
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
      <ShareFigures mine={mine} data={data} />
      <ShareCharts game={game} mine={mine} data={data} />
      <PromotionVideos videos={mine.videos} />
    </li>
  );
}
