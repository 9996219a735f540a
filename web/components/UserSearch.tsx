import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { BlacklistFilter, UserRow, WhitelistFilter } from '../../common/api/teams';
import { useSession } from '../app/session';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { userSearchQuery } from '../lib/user-search';
import { Icon } from './Icon';
import { QueryError } from './QueryError';
import { Spinner } from './Spinner';
import styles from './UserSearch.module.css';
import { searchStatus, UserSearchResults } from './UserSearchResults';

type UserSearchProps = {
  /** What is searched, for the placeholder 'Search {template}...' (docs/product.md §2). */
  template: string;
  /** Visible label of the search box. */
  label: string;
  blacklists?: BlacklistFilter[];
  whitelists?: WhitelistFilter[];
  onSelect: (row: UserRow) => void;
  autoFocus?: boolean;
  /** More about each result under its name, such as a staff member's status and load. */
  details?: (row: UserRow) => ReactNode;
  /** The rows on screen, each time they change: what `details` needs may be read for them. */
  onResults?: (rows: readonly UserRow[]) => void;
};

const liveDelayMs = 300;

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
  details,
  onResults,
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
  useEffect(() => {
    if (data) onResults?.(data.rows);
  }, [data, onResults]);

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
        {searchStatus(data, firstLoad, template, value)}
        {search.isFetching && !firstLoad && <Spinner size={14} className={styles.fetching} />}
      </p>

      {search.isError && !data && (
        <QueryError error={search.error} onRetry={() => void search.refetch()} size="small" />
      )}

      {data && (
        <UserSearchResults
          data={data}
          label={label}
          page={page}
          onPage={setPage}
          onSelect={onSelect}
          details={details}
        />
      )}
    </div>
  );
}
