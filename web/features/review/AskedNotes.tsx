import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/QueryState';
import { reviewNotesQuery } from './api';
import { ExportButtons } from './ExportButtons';
import { NoteList } from './NoteList';
import { useReviewEvents } from './use-review-events';
import styles from './Review.module.css';

/**
 * On the editor's Fulfill screen for a revision: the notes it was asked with, each ticked off
 * (or answered) as it is done, and one-click exports for the editing software.
 */
export function AskedNotes({ requestId }: { requestId: string }) {
  const notes = useQuery(reviewNotesQuery(requestId));
  useReviewEvents(requestId);
  return (
    <QueryState query={notes} compact>
      {(data) =>
        data.asked.length === 0 ? null : (
          <div className={styles.asked}>
            <NoteList
              heading="Notes to work through"
              notes={data.asked}
              counts={data.askedCounts}
              selectedId={null}
            />
            <ExportButtons requestId={requestId} list="asked" />
          </div>
        )
      }
    </QueryState>
  );
}
