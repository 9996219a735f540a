import type { Game } from '../../../common/games';
import { GameImage } from '../site/public';
import styles from './Games.module.css';

/** A game's cover, small, beside its name. */
export function GameArt({ game }: { game: Game }) {
  const cover = game.preview[0];
  if (!cover) return null;
  return <GameImage className={styles.cover} art={cover.thumbnail} thumbnail />;
}
