import { useEffect } from 'react';
import type { ReviewNote } from '../../../common/api/review';
import { frameToTimecode } from '../../../common/review/timecode';
import { Button } from '../../components/Button';
import { usePlaybackSource } from '../drive/public';
import { DrawingOverlay } from './DrawingOverlay';
import { ReviewVideo } from './ReviewVideo';
import { usePlayer } from './use-player';
import styles from './Review.module.css';

/**
 * On the Fulfill screen, the video a chosen note was made on (the version that was revised),
 * stopped at the note's frame with its drawing over it, so the editor sees what was meant.
 */
export function AskedNotePlayer({ note }: { note: ReviewNote }) {
  const source = usePlaybackSource(note.fileId);
  // The note's own rate is the one its frame counts in.
  const { videoRef, ...player } = usePlayer(note.fps);
  const { seekFrame } = player;
  const ready = source.url !== undefined;
  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    if (v.readyState >= 1) {
      seekFrame(note.frame);
      return;
    }
    const seek = () => seekFrame(note.frame);
    v.addEventListener('loadedmetadata', seek, { once: true });
    return () => v.removeEventListener('loadedmetadata', seek);
  }, [note.id, note.frame, ready, seekFrame, videoRef]);
  const atNote = player.frame === note.frame;
  return (
    <div
      className={`${styles.player} ${styles.askedPlayer}`}
      tabIndex={0}
      role="group"
      aria-label={`Video of v${note.version} at the chosen note. Space plays or pauses, J K L shuttle, arrow keys step one frame.`}
      onKeyDown={(e) => player.onKeyDown(e, { onMark: () => undefined })}
    >
      <div className={styles.stage}>
        <ReviewVideo
          source={source}
          videoRef={videoRef}
          label={`Video of v${note.version}`}
          events={player.events}
        />
        {/* The drawing belongs to the note's frame; playing on hides it. */}
        <DrawingOverlay
          shapes={atNote ? (note.drawing ?? []) : []}
          tool="none"
          onShape={() => undefined}
        />
      </div>
      <div className={styles.controlRow}>
        <Button size="small" variant="secondary" onClick={player.toggle}>
          {player.playing ? 'Pause' : 'Play'}
        </Button>
        <span className={styles.readout} data-testid="playhead">
          Frame {player.frame} · {frameToTimecode(player.frame, player.rate)}
        </span>
        <span className={styles.muted}>
          v{note.version}, the note at {note.timecode}
        </span>
      </div>
    </div>
  );
}
