import { useQuery } from '@tanstack/react-query';
import type { NoteHistoryEntry } from '../../../common/api/review';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import { noteHistoryQuery } from './api';
import styles from './Review.module.css';

const where = (e: NoteHistoryEntry) =>
  e.timecodeOut ? `${e.timecode}–${e.timecodeOut}` : e.timecode;

/**
 * What an edited note said before each of its author's edits, newest first: where it sat, its
 * words and whether it had a drawing, so the other side sees what changed after reading it.
 */
export function NoteHistory({ noteId }: { noteId: string }) {
  const history = useQuery(noteHistoryQuery(noteId));
  return (
    <div id={`history-${noteId}`} className={styles.history}>
      <QueryState query={history} compact>
        {(data) => (
          <ol aria-label="Earlier versions of this note" className={styles.historyList}>
            {data.entries.map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <span className={styles.muted}>
                  Before the edit of {formatDate(e.at, 'dateTime')}
                  {e.by ? ` by ${e.by}` : ''}:
                </span>{' '}
                <span className={styles.readout}>{where(e)}</span>
                {e.drawing ? ' · drawing' : ''} · {e.body}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </div>
  );
}
