import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

afterEach(cleanup);

function Table({ rows }: { rows: string[] }) {
  return (
    <DataTable label="People table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">
            <span className="visually-hidden">Pay</span> to
          </th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((name) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>PayPal</td>
            <td data-label="">free text</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

const labels = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.getAttribute('data-label')));

describe('DataTable', () => {
  it('names each body cell after its column for the phone cards, keeping a cell’s own label', () => {
    const { rerender } = render(<Table rows={['Kim']} />);
    expect(screen.getByRole('region', { name: 'People table' })).toBeTruthy();
    expect(labels()).toEqual([['Name', 'Pay to', '']]);
    // Rows added later are named too.
    rerender(<Table rows={['Kim', 'Lea']} />);
    expect(labels()).toEqual([
      ['Name', 'Pay to', ''],
      ['Name', 'Pay to', ''],
    ]);
  });
});
