import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { BlacklistFilter, UserRow, WhitelistFilter } from '../../../common/api/teams';
import { useSession } from '../../app/session';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { QueryError } from '../../components/QueryError';
import { Spinner } from '../../components/Spinner';
import { userSearchQuery } from './api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import styles from './UserSearch.module.css';

type UserSearchProps = {
  /** What is searched, for the placeholder 'Search {template}...' (docs/product.md §2). */
  template: string;
  /** Visible label of the search box. */
  label: string;
  blacklists?: BlacklistFilter[];
  whitelists?: WhitelistFilter[];
  onSelect: (row: UserRow) => void;
  autoFocus?: boolean;
};

const liveDelayMs = 300;

function roles(row: UserRow): string {
  return [row.IsEditor && 'Editor', row.IsArtist && 'Artist'].filter(Boolean).join(' · ');
}

/**
 * Live username search (docs/product.md §2): results follow the typing after a short pause, or at once on
 * the search button or Enter; typing goes back to page 1; 9 results per page, pages from 1.
 */
export function UserSearch({
  template,
  label,
  blacklists,
  whitelists,
  onSelect,
  autoFocus,
}: UserSearchProps) {
  const session = useSession();
  const inputId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const live = useDebouncedValue(text, liveDelayMs);
  // The button or Enter searches the current text without waiting for the pause.
  const value = (submitted ?? live).trim();

  const search = useQuery(
    userSearchQuery(session.uid, {
      value,
      page,
      ...(blacklists ? { blacklists } : {}),
      ...(whitelists ? { whitelists } : {}),
    }),
  );
  const data = search.data;
  const firstLoad = search.isPending;

  return (
    <div className={styles.search}>
      <form
        className={styles.bar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(text);
          setPage(1);
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <div className={styles.inputRow}>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            value={text}
            placeholder={`Search ${template}...`}
            autoComplete="off"
            spellCheck={false}
            autoFocus={autoFocus}
            aria-describedby={statusId}
            maxLength={64}
            onChange={(event) => {
              setText(event.target.value);
              setSubmitted(null);
              setPage(1);
            }}
          />
          <button type="submit" className={styles.go} aria-label={`Search ${template}`}>
            <Icon name="search" />
          </button>
        </div>
      </form>

      <p id={statusId} className={styles.status} role="status" aria-live="polite">
        {firstLoad
          ? 'Loading..'
          : data
            ? data.total === 0
              ? value
                ? `No ${template} match '${value}'.`
                : `No ${template} to show.`
              : `${data.total} ${data.total === 1 ? 'result' : 'results'}${value ? ` for '${value}'` : ''}`
            : ''}
        {search.isFetching && !firstLoad && <Spinner size={14} className={styles.fetching} />}
      </p>

      {search.isError && !data && (
        <QueryError error={search.error} onRetry={() => void search.refetch()} size="small" />
      )}

      {data && data.rows.length > 0 && (
        <ul className={styles.results} aria-label={`${label}: results`}>
          {data.rows.map((row) => (
            <li key={row.Id}>
              <button type="button" className={styles.result} onClick={() => onSelect(row)}>
                <Avatar name={row.Name} size="small" className={styles.avatar} />
                <span className={styles.who}>
                  <span className={styles.name}>{row.Name}</span>
                  <span className={styles.username}>@{row.Username}</span>
                </span>
                <span className={styles.meta}>
                  <span className={styles.type}>{row.AccountType}</span>
                  {roles(row) && <span className={styles.roles}>{roles(row)}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {data && data.pages > 1 && (
        <nav className={styles.pages} aria-label={`${label}: pages`}>
          <Button
            variant="secondary"
            size="small"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            Previous
          </Button>
          <span className={styles.pageOf}>
            Page {data.page} of {data.pages}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={page >= data.pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
