import { useCallback, type KeyboardEvent } from 'react';
import type { FrameRate } from '../../../common/review/timecode';

/** The player's keys, as the shortcuts help lists them. */
export const playerShortcuts: ReadonlyArray<{ keys: string; does: string }> = [
  { keys: 'Space', does: 'Play or pause' },
  { keys: 'J', does: 'Play backwards (again: faster)' },
  { keys: 'K', does: 'Stop (back to normal speed)' },
  { keys: 'L', does: 'Play (again: faster)' },
  { keys: '← / →', does: 'One frame back / forward' },
  { keys: 'Shift + ← / →', does: 'One second back / forward' },
  { keys: 'Home / End', does: 'First / last frame' },
  { keys: 'M', does: 'Pause and write a note' },
  { keys: 'F', does: 'Full screen' },
  { keys: 'Ctrl/⌘ + Z', does: 'Undo the last shape drawn' },
  { keys: '?', does: 'Show or hide these shortcuts' },
];

/** What the player around the keys offers: a note, full screen, the help, undo of a shape. */
type Extra = {
  onMark: () => void;
  onFullscreen?: () => void;
  onHelp?: () => void;
  onUndo?: () => void;
};

type Actions = {
  frame: number;
  rate: FrameRate;
  seekFrame: (frame: number) => void;
  toggle: () => void;
  stop: () => void;
  forward: () => void;
  backward: () => void;
};

/** Elements whose own keys win: where text is typed or a list is chosen from. */
function typesText(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['radio', 'range', 'checkbox', 'button'].includes(target.type);
}

/**
 * The player's keyboard: Space, J/K/L shuttle, ←/→ one frame (also from a drawing tool, whose
 * radio buttons would otherwise take the arrows), Shift for a second, M, F, ? and Ctrl/⌘+Z. Space and Enter
 * on a focused button keep clicking it.
 */
export function usePlayerKeys(actions: Actions) {
  const { frame, rate, seekFrame, toggle, stop, forward, backward } = actions;
  return useCallback(
    (e: KeyboardEvent, extra: Extra) => {
      if (typesText(e.target) || e.altKey) return;
      if (e.ctrlKey || e.metaKey) {
        if (e.key.toLowerCase() === 'z' && !e.shiftKey && extra.onUndo) {
          extra.onUndo();
          e.preventDefault();
        }
        return;
      }
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const second = Math.round(rate.num / rate.den);
      const step = e.shiftKey ? second : 1;
      if (key === ' ') {
        if (e.target instanceof HTMLButtonElement) return;
        toggle();
      } else if (key === 'k') stop();
      else if (key === 'l') forward();
      else if (key === 'j') backward();
      else if (key === 'ArrowLeft') seekFrame(frame - step);
      else if (key === 'ArrowRight') seekFrame(frame + step);
      else if (key === 'Home') seekFrame(0);
      else if (key === 'End') seekFrame(Number.MAX_SAFE_INTEGER);
      else if (key === 'm') extra.onMark();
      else if (key === 'f' && extra.onFullscreen) extra.onFullscreen();
      else if (key === '?' && extra.onHelp) extra.onHelp();
      else return;
      e.preventDefault();
    },
    [frame, rate, seekFrame, toggle, stop, forward, backward],
  );
}
