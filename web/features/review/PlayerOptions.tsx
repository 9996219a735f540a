import { useId } from 'react';
import { Button } from '../../components/Button';
import type { Player } from './use-player';
import { playerShortcuts } from './use-player-keys';
import styles from './PlayerOptions.module.css';

const speeds = [0.25, 0.5, 1, 1.5, 2];

/** "Playing backwards 2×", "Playing 4×": what the shuttle is doing, for the eye and the reader. */
function shuttleLabel(player: Player): string {
  if (player.reversing) return `Playing backwards ${-player.shuttle}×`;
  if (player.playing && player.shuttle !== 1) return `Playing ${player.shuttle}×`;
  return '';
}

/** Speed, volume, full screen and the shortcuts help of the review player. */
export function PlayerOptions({
  player,
  fullscreen,
  help,
}: {
  player: Player;
  fullscreen: { on: boolean; toggle: () => void; available: boolean };
  help: { open: boolean; toggle: () => void };
}) {
  const helpId = useId();
  const speedId = useId();
  const volumeId = useId();
  const shuttle = shuttleLabel(player);
  return (
    <div className={styles.options}>
      <div className={styles.row}>
        <span className={styles.shuttle} role="status" data-testid="shuttle">
          {shuttle}
        </span>
        <label htmlFor={speedId} className={styles.field}>
          Speed
        </label>
        <select
          id={speedId}
          className={styles.select}
          value={speeds.includes(player.speed) ? player.speed : ''}
          onChange={(e) => player.setSpeed(Number(e.target.value))}
        >
          {!speeds.includes(player.speed) && <option value="">{player.speed}×</option>}
          {speeds.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
        <Button
          size="small"
          variant="ghost"
          aria-pressed={player.muted}
          onClick={player.toggleMute}
        >
          {player.muted ? 'Unmute' : 'Mute'}
        </Button>
        <label htmlFor={volumeId} className={styles.field}>
          Volume
        </label>
        <input
          id={volumeId}
          type="range"
          className={styles.volume}
          min={0}
          max={1}
          step={0.05}
          value={player.muted ? 0 : player.volume}
          onChange={(e) => player.setVolume(Number(e.target.value))}
        />
        {fullscreen.available && (
          <Button size="small" variant="secondary" onClick={fullscreen.toggle}>
            {fullscreen.on ? 'Exit full screen' : 'Full screen'}
          </Button>
        )}
        <Button
          size="small"
          variant="ghost"
          aria-expanded={help.open}
          aria-controls={helpId}
          onClick={help.toggle}
        >
          Shortcuts (?)
        </Button>
      </div>
      <section
        id={helpId}
        hidden={!help.open}
        aria-label="Keyboard shortcuts"
        className={styles.help}
      >
        <dl>
          {playerShortcuts.map((s) => (
            <div key={s.keys} className={styles.shortcut}>
              <dt>
                <kbd>{s.keys}</kbd>
              </dt>
              <dd>{s.does}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
