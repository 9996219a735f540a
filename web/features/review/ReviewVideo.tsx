import type { ComponentPropsWithoutRef, Ref } from 'react';
import type { PlaybackSource } from '../drive/public';
import styles from './Review.module.css';

/**
 * A review player's picture: the proxy or the original (`data-source` says which), once an
 * address is known; the player's own events drive its frame counter.
 */
export function ReviewVideo({
  source,
  videoRef,
  label,
  events,
}: {
  source: PlaybackSource;
  videoRef: Ref<HTMLVideoElement>;
  label: string;
  events: ComponentPropsWithoutRef<'video'>;
}) {
  if (!source.url) return null;
  return (
    <video
      ref={videoRef}
      className={styles.video}
      src={source.url}
      data-source={source.proxy ? 'proxy' : 'original'}
      preload="auto"
      playsInline
      aria-label={label}
      {...events}
    />
  );
}
