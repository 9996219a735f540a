import { useState, type PointerEvent } from 'react';
import type { MediaFacts } from '../../../common/api/media';
import { Icon } from '../../components/Icon';
import styles from './Poster.module.css';

/**
 * A video's poster, or a plain icon when the server made none (no ffmpeg, or not yet). With
 * `scrub`, moving the pointer across it shows the sprite's tile for that point of the video.
 */
export function Poster({
  media,
  label,
  scrub = false,
}: {
  media: MediaFacts | null | undefined;
  label: string;
  scrub?: boolean;
}) {
  const [tile, setTile] = useState<number | null>(null);
  const sprite = scrub ? media?.sprite : null;
  if (!media?.posterUrl)
    return (
      <span className={styles.posterIcon} role="img" aria-label={label}>
        <Icon name="video" size={20} />
      </span>
    );
  const onMove = (e: PointerEvent<HTMLSpanElement>) => {
    if (!sprite) return;
    const box = e.currentTarget.getBoundingClientRect();
    const at = Math.min(0.999, Math.max(0, (e.clientX - box.left) / box.width));
    setTile(Math.floor(at * sprite.count));
  };
  const column = sprite && tile !== null ? tile % sprite.columns : 0;
  const row = sprite && tile !== null ? Math.floor(tile / sprite.columns) : 0;
  return (
    <span
      className={styles.poster}
      onPointerMove={onMove}
      onPointerLeave={() => setTile(null)}
      data-scrubbing={tile !== null ? 'true' : undefined}
    >
      <img src={media.posterUrl} alt={label} loading="lazy" />
      {sprite && tile !== null && (
        <span
          className={styles.spriteTile}
          aria-hidden="true"
          style={{
            backgroundImage: `url(${sprite.url})`,
            backgroundSize: `${sprite.columns * 100}% ${sprite.rows * 100}%`,
            backgroundPosition: `${sprite.columns > 1 ? (column / (sprite.columns - 1)) * 100 : 0}% ${
              sprite.rows > 1 ? (row / (sprite.rows - 1)) * 100 : 0
            }%`,
          }}
        />
      )}
    </span>
  );
}
