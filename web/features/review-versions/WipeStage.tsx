import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Version } from '../../../common/api/review-versions';
import { Poster, type PlaybackSource } from '../drive/public';
import styles from './Wipe.module.css';

const videoOf = (v: Version) => v.files.find((f) => f.kind === 'video');
const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** A version on the stage, and what its picture streams (its proxy once made). */
type Shown = { version: Version; source: PlaybackSource };

/**
 * Wipe compare: the two versions' pictures in one box, one exactly on top of the other; the top
 * one is clipped at the divider, so the bottom version shows left of it and the top one right of
 * it. The divider is a slider: dragged anywhere on the picture, or moved with the arrow keys
 * (Shift or Page Up/Down for ten steps, Home and End to the edges). Both videos are the synced
 * pair of the page (`lead` below, `follow` on top), so they play as side by side does, and
 * stream what side by side streams.
 */
export function WipeStage({
  bottom,
  top,
  lead,
  follow,
}: {
  bottom: Shown;
  top: Shown;
  lead: React.Ref<HTMLVideoElement>;
  follow: React.Ref<HTMLVideoElement>;
}) {
  const [split, setSplit] = useState(50);
  const stage = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const moveTo = (clientX: number) => {
    const box = stage.current?.getBoundingClientRect();
    if (box && box.width > 0) setSplit(clamp(((clientX - box.left) / box.width) * 100));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    moveTo(e.clientX);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 10 : 1;
    const next: Record<string, number> = {
      ArrowLeft: split - step,
      ArrowDown: split - step,
      ArrowRight: split + step,
      ArrowUp: split + step,
      PageDown: split - 10,
      PageUp: split + 10,
      Home: 0,
      End: 100,
    };
    if (!(e.key in next)) return;
    e.preventDefault();
    setSplit(clamp(next[e.key]!));
  };
  const shown = Math.round(split);
  return (
    <div
      ref={stage}
      className={styles.stage}
      data-testid="wipe-stage"
      onPointerDown={onPointerDown}
      onPointerMove={(e) => dragging.current && moveTo(e.clientX)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <WipeLayer shown={bottom} refTo={lead} label="Left" />
      <WipeLayer shown={top} refTo={follow} label="Right" clip={split} />
      <div
        className={styles.divider}
        style={{ left: `${split}%` }}
        role="slider"
        tabIndex={0}
        aria-label="Wipe divider"
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={`v${bottom.version.version} on the left ${shown}%, v${top.version.version} on the right`}
        onKeyDown={onKeyDown}
      >
        <span className={styles.grip} aria-hidden="true" />
      </div>
      <span className={`${styles.tag} ${styles.tagLeft}`}>v{bottom.version.version}</span>
      <span className={`${styles.tag} ${styles.tagRight}`}>v{top.version.version}</span>
    </div>
  );
}

/** One version's picture filling the stage; the top one clipped left of the divider. */
function WipeLayer({
  shown: { version, source },
  refTo,
  label,
  clip,
}: {
  shown: Shown;
  refTo: React.Ref<HTMLVideoElement>;
  label: string;
  clip?: number;
}) {
  const file = videoOf(version);
  const clipPath = clip === undefined ? undefined : `inset(0 0 0 ${clip}%)`;
  if (!file || !source.url)
    return (
      <div className={styles.layer} style={{ clipPath }}>
        <Poster media={file?.media ?? null} label={`v${version.version}`} />
      </div>
    );
  return (
    <video
      ref={refTo}
      className={styles.layer}
      style={{ clipPath }}
      src={source.url}
      data-source={source.proxy ? 'proxy' : 'original'}
      poster={file.media?.posterUrl ?? undefined}
      preload="metadata"
      muted={clip !== undefined}
      playsInline
      aria-label={`${label}: v${version.version}, ${file.name}`}
      data-version={version.version}
    />
  );
}
