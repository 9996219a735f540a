import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SupportSearchHit } from '../../../common/api/support-search';
import { LoadMore } from '../../components/LoadMore';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import chat from './Chat.module.css';
import { supportSearchQuery } from './support-api';
import type { SupportFilter } from './support-filter';
import styles from './SupportSearch.module.css';
import { SupportTagList } from './SupportTagList';

/** The snippet with each occurrence of the searched text marked. */
function Marked({ text, q }: { text: string; q: string }) {
  const lower = text.toLowerCase();
  const needle = q.toLowerCase();
  if (!needle) return <>{text}</>;
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    parts.push(text.slice(from, at), <mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

/** Where a hit leads: the customer's thread, opened at the message that matched. */
function hitSearch(hit: SupportSearchHit, keep: Record<string, string>): string {
  const at: Record<string, string> = hit.match ? { at: hit.match.at } : {};
  return `?${new URLSearchParams({ ...keep, user: hit.uid, type: 'Support', ...at }).toString()}`;
}

/**
 * The Support threads whose messages contain the searched text (and carry the chosen tag), newest
 * first, each with its matching message; choosing one opens the thread at that message.
 */
export function SupportSearchResults({
  viewer,
  filter,
  keep,
  selectedUid,
}: {
  viewer: string;
  filter: SupportFilter;
  keep: Record<string, string>;
  /** The customer whose thread is open, if any. */
  selectedUid: string | null;
}) {
  const q = filter.q.trim();
  const search = useInfiniteQuery(supportSearchQuery(viewer, q, filter.tag));
  return (
    <section aria-labelledby="support-search-title" className={styles.results}>
      <h2 id="support-search-title" className={chat.sectionTitle}>
        Messages with “{q}”
      </h2>
      <QueryState
        query={search}
        compact
        isEmpty={(data) => data.pages[0]?.hits.length === 0}
        empty={<p className={chat.listState}>No thread has a message with “{q}”.</p>}
      >
        {(data) => (
          <ul className={chat.contactItems}>
            {data.pages
              .flatMap((page) => page.hits)
              .map((hit) => (
                <li key={hit.uid}>
                  <Link
                    to={{ search: hitSearch(hit, keep) }}
                    replace
                    className={`${chat.contact} ${styles.hit}`}
                    aria-current={hit.uid === selectedUid ? 'true' : undefined}
                  >
                    <span className={styles.hitHead}>
                      <span className={chat.contactName}>{hit.name}</span>
                      {hit.match && (
                        <time className={styles.hitTime} dateTime={hit.match.at}>
                          {formatDate(hit.match.at, 'dateTime')}
                        </time>
                      )}
                    </span>
                    {hit.match && (
                      <span className={styles.snippet}>
                        <Marked text={hit.match.text} q={q} />
                      </span>
                    )}
                    <SupportTagList tags={hit.tags} />
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
      <LoadMore pager={search} label="More threads" />
    </section>
  );
}
