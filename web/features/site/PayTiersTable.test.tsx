import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayTiersTable } from './PayTiersTable';

afterEach(cleanup);

describe('PayTiersTable', () => {
  it('shows the docs/product.md §9 pay of each tier in a table with row and column headers', () => {
    render(<PayTiersTable />);
    const table = screen.getByRole('table', { name: 'Pay per job, by tier (US dollars)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Tier 1$10.00$5.00$5.00$5.00',
      'Tier 2$15.00$7.50$5.00$5.00',
      'Tier 3$20.00$10.00$5.00$5.00',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Tier 2' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Short (per 60 s)' })).toBeTruthy();
  });

  it('has the same figures as one card per tier for phones', () => {
    render(<PayTiersTable />);
    const cards = screen.getByRole('list', { name: 'Pay per job, by tier (US dollars)' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards).getByRole('heading', { name: 'Tier 3' })).toBeTruthy();
    expect(cards.textContent).toContain('Short (per 60 s)$10.00');
  });
});
