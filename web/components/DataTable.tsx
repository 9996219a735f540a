import { useLayoutEffect, useRef, type ReactNode } from 'react';
import page from '../styles/page.module.css';

type DataTableProps = {
  /** Names the scrolling region for assistive technology ('Commissions table'). */
  label: string;
  /** Classes of the scrolling frame, beside the shared one. */
  className?: string;
  /** Classes of the table, beside the shared one. */
  tableClassName?: string;
  /** The table's caption, head and body. */
  children: ReactNode;
};

/**
 * Names each body cell after its column (`data-label`), where the cell has no name of its own,
 * so the phone layout can print the column's name beside the value.
 */
function labelCells(table: HTMLTableElement): void {
  const heads = [...table.querySelectorAll(':scope > thead > tr:first-child > *')].map(
    (th) => th.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  );
  for (const row of table.querySelectorAll(':scope > tbody > tr'))
    [...row.children].forEach((cell, i) => {
      const name = heads[i];
      if (name && !cell.hasAttribute('data-label')) cell.setAttribute('data-label', name);
    });
}

/**
 * A data table with ruled rows, in a focusable, labelled frame. On a phone each row becomes a
 * card of labelled lines (page.module.css `.cardsOnPhones`), so no column is cut off; a cell
 * takes its column's name unless it carries its own `data-label` (an empty one shows none).
 */
export function DataTable({ label, className, tableClassName, children }: DataTableProps) {
  const table = useRef<HTMLTableElement>(null);
  // Every render: the rows are the children, and they change whenever this renders.
  useLayoutEffect(() => {
    if (table.current) labelCells(table.current);
  });
  return (
    <div
      className={[page.tableScroll, page.cardsOnPhones, className].filter(Boolean).join(' ')}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table ref={table} className={[page.table, tableClassName].filter(Boolean).join(' ')}>
        {children}
      </table>
    </div>
  );
}
