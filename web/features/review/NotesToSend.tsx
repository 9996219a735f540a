import { useQuery } from '@tanstack/react-query';
import type { ReviewNote } from '../../../common/api/review';
import { reviewNotesQuery } from './api';
import styles from './Review.module.css';

/** How much of a note the revision dialog shows: its first line, cut at a readable length. */
export const firstLine = (body: string) => {
  const line = body.split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * The open notes on a delivered file that a revision asked now would take with it (the server
 * gathers the same ones in the revision's transaction: open, on that file, not asked before).
 * `ready` is false until they are read, so a form does not judge its rule on a guess.
 */
export function useNotesToSend(
  orderId: string,
  fileId: string,
): { notes: ReviewNote[]; ready: boolean } {
  const query = useQuery(reviewNotesQuery(orderId));
  const notes = (query.data?.notes ?? []).filter(
    (n) => n.fileId === fileId && n.state === 'open' && n.askedInRequestId === null,
  );
  return { notes, ready: query.isSuccess || query.isError };
}

/** The list the revision dialog shows: how many notes go, and each one's place and first line. */
export function NotesToSend({ notes }: { notes: readonly ReviewNote[] }) {
  if (notes.length === 0)
    return <p className={styles.muted}>No open review notes go with this revision.</p>;
  return (
    <section aria-label="Notes going with the revision" className={styles.toSend}>
      <p>
        {notes.length === 1 ? '1 open note goes' : `${notes.length} open notes go`} with this
        revision:
      </p>
      <ul className={styles.toSendList}>
        {notes.map((n) => (
          <li key={n.id}>
            <span className={styles.seek}>{n.timecode}</span> {firstLine(n.body)}
          </li>
        ))}
      </ul>
    </section>
  );
}
