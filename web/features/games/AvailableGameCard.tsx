import type { AvailableGame } from '../../../common/api/games';
import { Button } from '../../components/Button';
import page from '../../styles/page.module.css';
import { gameNamed } from './format';
import { GameArt } from './GameArt';
import styles from './Games.module.css';

const refusalText: Record<NonNullable<AvailableGame['refusal']>, string> = {
  partnership_exists: 'You partner with this game.',
  partnership_limit: 'Your plan’s partnerships are all in use.',
  game_pool_full: 'This game’s pool is full.',
};

/** A game the user does not partner with: Inspect, and Partner unless the plan refuses it. */
export function AvailableGameCard({
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
