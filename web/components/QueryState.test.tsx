import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './QueryState';

const base = { isFetching: false, error: null, refetch: vi.fn() };

describe('QueryState', () => {
  it('shows the waiting text while the data is pending', () => {
    render(
      <QueryState query={{ ...base, data: undefined, isPending: true, isError: false }}>
        {() => 'data'}
      </QueryState>,
    );
    expect(screen.getByText(/Loading/)).toBeTruthy();
  });

  it('shows the error with Try again when the data could not load', () => {
    render(
      <QueryState
        query={{ ...base, data: undefined, isPending: false, isError: true, error: new Error('x') }}
      >
        {() => 'data'}
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the empty state for empty data and the children otherwise', () => {
    const { rerender } = render(
      <QueryState
        query={{ ...base, data: [] as number[], isPending: false, isError: false }}
        isEmpty={(d) => d.length === 0}
        empty="Nothing here"
      >
        {(d) => `${d.length} items`}
      </QueryState>,
    );
    expect(screen.getByText('Nothing here')).toBeTruthy();
    rerender(
      <QueryState
        query={{ ...base, data: [1, 2], isPending: false, isError: false }}
        isEmpty={(d) => d.length === 0}
        empty="Nothing here"
      >
        {(d) => `${d.length} items`}
      </QueryState>,
    );
    expect(screen.getByText('2 items')).toBeTruthy();
  });
});
