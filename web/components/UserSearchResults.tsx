import type { ReactNode } from 'react';
import type { UserRow, UserSearchResponse } from '../../common/api/teams';
import { Avatar } from './Avatar';
import { Button } from './Button';
import styles from './UserSearch.module.css';

function roles(row: UserRow): string {
  return [row.IsEditor && 'Editor', row.IsArtist && 'Artist'].filter(Boolean).join(' · ');
}

/** The status line under the search box: loading, nothing found, or how many results. */
export function searchStatus(
  data: UserSearchResponse | undefined,
  firstLoad: boolean,
  template: string,
  value: string,
): string {
  if (firstLoad) return 'Loading..';
  if (!data) return '';
  if (data.total === 0)
    return value ? `No ${template} match '${value}'.` : `No ${template} to show.`;
  return `${data.total} ${data.total === 1 ? 'result' : 'results'}${value ? ` for '${value}'` : ''}`;
}

type UserSearchResultsProps = {
  data: UserSearchResponse;
  label: string;
  page: number;
  /** Moves to another page, from the one shown now. */
  onPage: (to: (page: number) => number) => void;
  onSelect: (row: UserRow) => void;
  /** More about each user under their name (phrasing content: it sits inside the button). */
  details?: ((row: UserRow) => ReactNode) | undefined;
};

/** One page of search results, each a button that picks the user, and Previous/Next. */
export function UserSearchResults({
  data,
  label,
  page,
  onPage,
  onSelect,
  details,
}: UserSearchResultsProps) {
  return (
    <>
      {data.rows.length > 0 && (
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
                {details && <span className={styles.details}>{details(row)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {data.pages > 1 && (
        <nav className={styles.pages} aria-label={`${label}: pages`}>
          <Button
            variant="secondary"
            size="small"
            disabled={page <= 1}
            onClick={() => onPage((p) => Math.max(1, p - 1))}
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
            onClick={() => onPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
