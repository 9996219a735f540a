import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCatalogue } from '../../common/errors';
import { ApiError } from '../lib/api-client';
import { QueryError, reconnectDelayMs } from './QueryError';

afterEach(cleanup);

describe('QueryError', () => {
  it("shows the error's message and fetches again on 'Try again'", () => {
    const onRetry = vi.fn();
    render(
      <MemoryRouter>
        <QueryError error={new ApiError(403, 'forbidden', 'Not yours.')} onRetry={onRetry} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Not yours.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no Try again for what does not exist', () => {
    render(
      <MemoryRouter>
        <QueryError error={new ApiError(404, 'not_found', 'Not found.')} onRetry={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a message of its own when given one', () => {
    render(
      <MemoryRouter>
        <QueryError error={null} message="This user could not be found." onRetry={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This user could not be found.');
  });

  it('says it is reconnecting, not that something broke, and fetches again by itself', () => {
    vi.useFakeTimers();
    try {
      const onRetry = vi.fn();
      const outage = new ApiError(
        503,
        'service_unavailable',
        errorCatalogue.service_unavailable.message,
      );
      render(
        <MemoryRouter>
          <QueryError error={outage} onRetry={onRetry} />
        </MemoryRouter>,
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status').textContent).toContain('Reconnecting…');
      expect(onRetry).not.toHaveBeenCalled();
      vi.advanceTimersByTime(reconnectDelayMs);
      expect(onRetry).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves any other error to the Try again button', () => {
    vi.useFakeTimers();
    try {
      const onRetry = vi.fn();
      render(
        <MemoryRouter>
          <QueryError error={new ApiError(500, 'other', 'Broken.')} onRetry={onRetry} />
        </MemoryRouter>,
      );
      vi.advanceTimersByTime(reconnectDelayMs * 2);
      expect(onRetry).not.toHaveBeenCalled();
      expect(screen.getByRole('alert').textContent).toContain('Broken.');
    } finally {
      vi.useRealTimers();
    }
  });
});
