import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerOptions } from './PlayerOptions';
import { usePlayer } from './use-player';

/** The review player's keys and options over a 10 s video at 25 fps (250 frames). */
function Harness() {
  const { videoRef, ...player } = usePlayer({ num: 25, den: 1 });
  const [help, setHelp] = useState(false);
  const [tool, setTool] = useState('none');
  return (
    <div
      role="group"
      aria-label="Player"
      tabIndex={0}
      onKeyDown={(e) =>
        player.onKeyDown(e, { onMark: () => undefined, onHelp: () => setHelp((h) => !h) })
      }
    >
      <video ref={videoRef} data-testid="video" {...player.events} />
      <span data-testid="frame">{player.frame}</span>
      {['none', 'arrow'].map((t) => (
        <label key={t}>
          <input type="radio" name="tool" checked={tool === t} onChange={() => setTool(t)} />
          {t}
        </label>
      ))}
      <PlayerOptions
        player={player}
        fullscreen={{ on: false, toggle: () => undefined, available: false }}
        help={{ open: help, toggle: () => setHelp((h) => !h) }}
      />
    </div>
  );
}

function setup() {
  render(<Harness />);
  const video = screen.getByTestId<HTMLVideoElement>('video');
  Object.defineProperty(video, 'duration', { value: 10, configurable: true });
  fireEvent.loadedMetadata(video);
  return { video, group: screen.getByRole('group', { name: 'Player' }) };
}
const press = (el: Element, key: string, shift = false) =>
  act(() => {
    fireEvent.keyDown(el, { key, shiftKey: shift });
  });

afterEach(cleanup);

describe('the review player keys', () => {
  it('shuttles forward faster with L and K stops at normal speed', async () => {
    const { video, group } = setup();
    await press(group, 'l');
    expect(video.paused).toBe(false);
    expect(video.playbackRate).toBe(1);
    await press(group, 'l');
    expect(video.playbackRate).toBe(2);
    expect(screen.getByTestId('shuttle').textContent).toBe('Playing 2×');
    await press(group, 'k');
    expect(video.paused).toBe(true);
    expect(video.playbackRate).toBe(1);
    expect(screen.getByTestId('shuttle').textContent).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Speed').value).toBe('1');
  });

  it('plays backwards with J, faster on each press, and L turns forward again', async () => {
    const { video, group } = setup();
    await press(group, 'l');
    await press(group, 'j');
    expect(video.paused).toBe(true);
    expect(screen.getByTestId('shuttle').textContent).toBe('Playing backwards 1×');
    await press(group, 'j');
    expect(screen.getByTestId('shuttle').textContent).toBe('Playing backwards 2×');
    await press(group, 'l');
    expect(screen.getByTestId('shuttle').textContent).toBe('');
    expect(video.paused).toBe(false);
    expect(video.playbackRate).toBe(1);
  });

  it('steps frames with the arrows even from a drawing tool, and never past the last frame', async () => {
    const { group } = setup();
    const tool = screen.getByRole<HTMLInputElement>('radio', { name: 'none' });
    await press(tool, 'ArrowRight');
    expect(screen.getByTestId('frame').textContent).toBe('1');
    expect(tool.checked).toBe(true);
    await press(group, 'ArrowRight', true);
    expect(screen.getByTestId('frame').textContent).toBe('26');
    await press(group, 'End');
    expect(screen.getByTestId('frame').textContent).toBe('249');
    await press(group, 'ArrowRight');
    expect(screen.getByTestId('frame').textContent).toBe('249');
    await press(group, 'ArrowLeft');
    expect(screen.getByTestId('frame').textContent).toBe('248');
  });

  it('reads the last frame, not one past it, when the video stands at its very end', async () => {
    const { video, group } = setup();
    video.currentTime = 10;
    fireEvent.seeked(video);
    expect(screen.getByTestId('frame').textContent).toBe('249');
    await press(group, 'ArrowLeft');
    expect(screen.getByTestId('frame').textContent).toBe('248');
  });

  it('shows and hides the shortcuts with ? and the button', async () => {
    const { group } = setup();
    const region = () => screen.queryByRole('region', { name: 'Keyboard shortcuts' });
    expect(region()).toBeNull();
    await press(group, '?');
    expect(region()?.textContent).toContain('Play backwards');
    fireEvent.click(screen.getByRole('button', { name: 'Shortcuts (?)' }));
    expect(region()).toBeNull();
  });

  it('sets speed and volume from the options', async () => {
    const { video } = setup();
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '0.5' } });
    expect(video.playbackRate).toBe(0.5);
    fireEvent.change(screen.getByLabelText('Volume'), { target: { value: '0.25' } });
    expect(video.volume).toBe(0.25);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
  });
});
