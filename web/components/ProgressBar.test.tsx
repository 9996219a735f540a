import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('exposes its label and value, clamped to the range', () => {
    render(<ProgressBar label="Uploading clip.mp4" value={120} max={200} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading clip.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(bar.getAttribute('aria-valuetext')).toBe('60%');
    render(<ProgressBar label="Too far" value={500} />);
    expect(screen.getByRole('progressbar', { name: 'Too far' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
  });

  it('can keep its label for assistive technology only and say more than the percentage', () => {
    render(
      <ProgressBar
        label="Upload of clip.mp4"
        value={40}
        hideLabel
        showValue={false}
        valueText="40%, Paused"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Upload of clip.mp4' });
    expect(bar.getAttribute('aria-valuetext')).toBe('40%, Paused');
    expect(screen.queryByText('Upload of clip.mp4')).toBeNull();
    expect(screen.queryByText('40%')).toBeNull();
  });
});
