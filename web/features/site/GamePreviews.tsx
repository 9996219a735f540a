import { useState } from 'react';
import type { Game } from '../../../common/games';
import { GameImage } from './GameImage';
import styles from './GamesPage.module.css';

/** A game's previews: the picked one large, the others as thumbnails that pick it. */
export function GamePreviews({ game }: { game: Game }) {
  const [picked, setPicked] = useState(0);
  const shown = game.preview[picked] ?? game.preview[0];
  if (!shown) return null;
  return (
    <div className={styles.previews}>
      <GameImage className={styles.preview} art={shown.original} alt={shown.alt} />
      <div className={styles.thumbs} role="group" aria-label={`${game.game} previews`}>
        {game.preview.map((preview, index) => (
          <button
            key={preview.original}
            type="button"
            className={styles.thumb}
            aria-pressed={index === picked}
            aria-label={`Preview ${index + 1} of ${game.preview.length}`}
            onClick={() => setPicked(index)}
          >
            <GameImage art={preview.thumbnail} thumbnail />
          </button>
        ))}
      </div>
    </div>
  );
}
