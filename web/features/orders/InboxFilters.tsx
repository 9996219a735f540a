import { useState } from 'react';
import type { DueFilter } from '../../../common/api/orders';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { UserPicker } from '../../components/UserPicker';
import styles from './Inbox.module.css';
import { isFiltered, type InboxFilters as Filters } from './use-inbox';

type InboxFiltersProps = {
  filters: Filters;
  onFilter: (name: keyof Filters, value: string | null) => void;
  onClear: () => void;
};

/**
 * An Admin's Inbox filters: a deadline (overdue, due in 24 hours), a Partner and a staff member,
 * each found by typing. They live in the URL, so the Dashboard's figures open the list they count.
 */
export function InboxFilters({ filters, onFilter, onClear }: InboxFiltersProps) {
  // The names of the people picked here, so a choice shows at once; one from a link is looked up.
  const [names, setNames] = useState<Record<string, string>>({});
  const choose = (name: 'partner' | 'staff', row: { Id: string; Name: string } | null) => {
    if (row) setNames((known) => ({ ...known, [row.Id]: row.Name }));
    onFilter(name, row?.Id ?? null);
  };
  const nameOf = (uid: string | null) => (uid ? (names[uid] ?? null) : null);
  return (
    <section className={styles.filters} aria-label="Filter orders">
      <Select
        label="Deadline"
        value={filters.due ?? ''}
        onChange={(event) => onFilter('due', (event.target.value as DueFilter | '') || null)}
      >
        <option value="">Any deadline</option>
        <option value="overdue">Overdue</option>
        <option value="soon">Due in 24 h</option>
      </Select>
      <UserPicker
        label="Partner"
        template="Partners"
        whitelists={[{ db: 'users', column: 'AccountType', values: ['Partner'] }]}
        value={filters.partner}
        valueName={nameOf(filters.partner)}
        onChange={(row) => choose('partner', row)}
      />
      <UserPicker
        label="Staff"
        template="staff"
        whitelists={[{ db: 'users', column: 'AccountType', values: ['Production'] }]}
        value={filters.staff}
        valueName={nameOf(filters.staff)}
        onChange={(row) => choose('staff', row)}
      />
      {isFiltered(filters) && (
        <Button variant="secondary" className={styles.clearFilters} onClick={onClear}>
          Clear filters
        </Button>
      )}
    </section>
  );
}
