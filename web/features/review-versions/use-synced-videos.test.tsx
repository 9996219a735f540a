import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSyncedVideos } from './use-synced-videos';

const rate = { num: 25, den: 1 };

/** Two synced videos of 2 s at 25 fps and buttons that step them. */
function Harness() {
  const { lead, follow, step } = useSyncedVideos();
  return (
    <>
      <video ref={lead} data-testid="lead" />
      <video ref={follow} data-testid="follow" />
      <button type="button" onClick={() => step(-1, rate)}>
        Back
      </button>
      <button type="button" onClick={() => step(1, rate)}>
        Forward
      </button>
    </>
  );
}

afterEach(cleanup);

describe('stepping the compared versions', () => {
  it('moves both videos one frame, paused, and never past either end', async () => {
    render(<Harness />);
    const lead = screen.getByTestId<HTMLVideoElement>('lead');
    const follow = screen.getByTestId<HTMLVideoElement>('follow');
    Object.defineProperty(lead, 'duration', { value: 2, configurable: true });
    const forward = screen.getByRole('button', { name: 'Forward' });
    await act(() => fireEvent.click(forward));
    // The middle of frame 1, so rounding in the player never shows frame 0.
    expect(lead.currentTime).toBeCloseTo(0.06);
    expect(follow.currentTime).toBeCloseTo(0.06);
    expect(lead.paused).toBe(true);
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(lead.currentTime).toBeCloseTo(0.02);
    lead.currentTime = 1.98;
    await act(() => fireEvent.click(forward));
    expect(lead.currentTime).toBeCloseTo(1.98);
    expect(follow.currentTime).toBeCloseTo(1.98);
  });
});
