import type { ReactNode } from 'react';
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
 * A data table with ruled rows, in a focusable, labelled frame that scrolls sideways when the
 * table is too wide for a phone.
 */
export function DataTable({ label, className, tableClassName, children }: DataTableProps) {
  return (
    <div
      className={[page.tableScroll, className].filter(Boolean).join(' ')}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className={[page.table, tableClassName].filter(Boolean).join(' ')}>{children}</table>
    </div>
  );
}
