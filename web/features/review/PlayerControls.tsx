import type { ReviewNote } from '../../../common/api/review';
import { frameRateLabel, frameToTimecode, knownFrameRates } from '../../../common/review/timecode';
import { Button } from '../../components/Button';
import type { Player } from './use-player';
import styles from './Review.module.css';

/** Play/pause, the frame and timecode on screen, the rate, and the timeline with note markers. */
export function PlayerControls({
  player,
  notes,
  onSelect,
  range,
}: {
  player: Player;
  notes: readonly ReviewNote[];
  onSelect: (note: ReviewNote) => void;
  range: { in: number; out: number | null } | null;
}) {
  const total = Math.max(1, player.durationFrames);
  const pct = (f: number) => `${Math.min(100, (f / total) * 100)}%`;
  return (
    <div className={styles.controls}>
      <div className={styles.controlRow}>
        <Button size="small" variant="secondary" onClick={player.toggle}>
          {player.playing ? 'Pause' : 'Play'}
        </Button>
        <span className={styles.readout} data-testid="playhead">
          Frame {player.frame} · {frameToTimecode(player.frame, player.rate)}
        </span>
        <label className={styles.rate}>
          <span>Frame rate</span>
          <select
            value={`${player.rate.num}/${player.rate.den}`}
            onChange={(e) => {
              const [num, den] = e.target.value.split('/').map(Number);
              player.setRate({ num: num ?? 25, den: den ?? 1 });
            }}
          >
            {knownFrameRates.map((r) => (
              <option key={`${r.num}/${r.den}`} value={`${r.num}/${r.den}`}>
                {frameRateLabel(r)} fps
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.timeline}>
        <input
          type="range"
          className={styles.scrub}
          aria-label="Playhead"
          min={0}
          max={Math.max(0, player.durationFrames - 1)}
          value={player.frame}
          onChange={(e) => player.seekFrame(Number(e.target.value))}
        />
        {range && (
          <span
            className={styles.rangeBar}
            style={{
              left: pct(range.in),
              width: range.out === null ? '2px' : pct(range.out - range.in),
            }}
          />
        )}
        <ol className={styles.markers} aria-label="Note markers">
          {notes.map((n) => (
            <li key={n.id} style={{ left: pct(n.frame) }}>
              <button
                type="button"
                className={styles.marker}
                data-state={n.state}
                aria-label={`Note at ${n.timecode}: ${n.body}`}
                title={`${n.timecode} ${n.body}`}
                onClick={() => onSelect(n)}
              />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
