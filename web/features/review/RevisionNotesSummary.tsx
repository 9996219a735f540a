import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { reviewNotesQuery } from './api';
import { firstLine } from './NotesToSend';
import { useReviewEvents } from './use-review-events';
import styles from './Review.module.css';

/** How many notes the summary lists by their first line; the rest are counted. */
const shown = 5;

/**
 * On a revision's Inbox entry: the review notes it was asked with, counted (open and done) with
 * each one's timecode and first line. `noteLink` names where a note opens at its frame (the
 * staff member's Fulfill screen, with the player on the note); without it the lines are text.
 */
export function RevisionNotesSummary({
  orderId,
  noteLink,
}: {
  orderId: string;
  noteLink?: (noteId: string) => string;
}) {
  const notes = useQuery(reviewNotesQuery(orderId));
  useReviewEvents(orderId);
  const data = notes.data;
  if (!data || data.asked.length === 0) return null;
  const { open, done } = data.askedCounts;
  const count = data.asked.length === 1 ? '1 review note' : `${data.asked.length} review notes`;
  return (
    <section className={styles.revisionNotes} aria-labelledby={`asked-${orderId}`}>
      <h3 id={`asked-${orderId}`} className={styles.revisionNotesTitle}>
        {count} asked with this revision
        <span className={styles.muted}>
          {' '}
          · {open} open, {done} done
        </span>
      </h3>
      <ul className={styles.toSendList}>
        {data.asked.slice(0, shown).map((n) => (
          <li key={n.id}>
            {noteLink ? (
              <Link to={noteLink(n.id)} className={styles.seek}>
                {n.timecode}
              </Link>
            ) : (
              <span className={styles.seek}>{n.timecode}</span>
            )}{' '}
            {firstLine(n.body)}
            {n.state === 'done' && <span className={styles.muted}> (done)</span>}
          </li>
        ))}
      </ul>
      {data.asked.length > shown && (
        <p className={styles.muted}>…and {data.asked.length - shown} more.</p>
      )}
    </section>
  );
}
