import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { userSearchQuery } from '../../lib/user-search';
import styles from './Chat.module.css';

type EmulatedClientPickerProps = {
  viewer: string;
  /** The client being emulated, or null. */
  value: string | null;
  /** Their name, when known, so the choice shows even outside the search results. */
  valueName: string | null;
  onChange: (uid: string | null) => void;
};

/**
 * The Admin's 'Emulated Client' selector (docs/product.md §2, §6): find a client (Partner or Affiliate) by
 * username, then chat as them: their contacts, their history, messages written for them.
 */
export function EmulatedClientPicker({
  viewer,
  value,
  valueName,
  onChange,
}: EmulatedClientPickerProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 250);
  const clients = useQuery(
    userSearchQuery(viewer, {
      value: settled,
      page: 1,
      whitelists: [{ db: 'users', column: 'AccountType', values: ['Partner', 'Affiliate'] }],
    }),
  );
  const rows = clients.data?.rows ?? [];
  return (
    <div className={styles.emulation}>
      <Field
        label="Find a client"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search clients…"
        autoComplete="off"
      />
      <Select
        label="Emulated Client"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        hint={
          clients.isError
            ? 'Could not load the clients.'
            : value
              ? 'Messages you write now are sent for this client and kept in the audit log.'
              : undefined
        }
      >
        <option value="">None: chat as yourself</option>
        {value && !rows.some((r) => r.Id === value) && (
          <option value={value}>{valueName ?? 'The chosen client'}</option>
        )}
        {rows.map((row) => (
          <option key={row.Id} value={row.Id}>
            {row.Name} ({row.Username}, {row.AccountType})
          </option>
        ))}
      </Select>
    </div>
  );
}
