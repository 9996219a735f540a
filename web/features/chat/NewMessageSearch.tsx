import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserRow } from '../../../common/api/teams';
import { Field } from '../../components/Field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { userSearchQuery } from '../../lib/user-search';
import styles from './Chat.module.css';

type NewMessageSearchProps = {
  viewer: string;
  /** Opens a direct conversation with the user picked. */
  onPick: (user: UserRow) => void;
};

/**
 * The Admin's 'New message': find anyone by username and open a direct conversation with them,
 * whether or not they ever wrote.
 */
export function NewMessageSearch({ viewer, onPick }: NewMessageSearchProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 250);
  const users = useQuery({
    ...userSearchQuery(viewer, {
      value: settled,
      page: 1,
      blacklists: [{ column: 'Id', values: [viewer] }],
    }),
    enabled: settled !== '',
  });
  const rows = settled ? (users.data?.rows ?? []) : [];
  return (
    <div className={styles.newMessage}>
      <Field
        label="New message"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Find anyone by username…"
        autoComplete="off"
      />
      {rows.length > 0 && (
        <ul className={styles.newMessageResults} aria-label="People found">
          {rows.map((row) => (
            <li key={row.Id}>
              <button
                type="button"
                className={styles.newMessagePick}
                onClick={() => {
                  setSearch('');
                  onPick(row);
                }}
              >
                Write to {row.Name}{' '}
                <span className={styles.muted}>
                  (@{row.Username}, {row.AccountType})
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {settled && users.isError && <p role="alert">Could not search the users.</p>}
    </div>
  );
}
