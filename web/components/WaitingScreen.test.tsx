import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WaitingScreen, waitingTexts } from './WaitingScreen';

afterEach(cleanup);

describe('WaitingScreen', () => {
  it('announces its text politely, followed by three animated dots', () => {
    render(<WaitingScreen label={waitingTexts.loggingIn} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Logging in...');
  });

  it("draws the spec's own dots ('Loading..') as the animated ones", () => {
    render(<WaitingScreen label={waitingTexts.loading} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
