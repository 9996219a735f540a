import type { Game } from '../../../common/games';
import { gameArt, gameArtSize } from '../public/public';
import styles from './Games.module.css';

/** A game's cover, small, beside its name. */
export function GameArt({ game }: { game: Game }) {
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
