import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { QueryError } from './QueryError';

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

  it('says a message of its own when given one', () => {
    render(
      <MemoryRouter>
        <QueryError error={null} message="This user could not be found." onRetry={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This user could not be found.');
  });
});
