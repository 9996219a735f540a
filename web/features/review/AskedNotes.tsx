import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { reviewNotesQuery } from './api';
import { AskedNotePlayer } from './AskedNotePlayer';
import { ExportButtons } from './ExportButtons';
import { NoteList } from './NoteList';
import { useReviewEvents } from './use-review-events';
import styles from './Review.module.css';

/**
 * The notes a revision was asked with: on the editor's Fulfill screen, each ticked off (or
 * answered) as it is done, with one-click exports for the editing software; on the delivered
 * revision, which of them it resolved. Choosing a note
 * shows the revised version's video at its frame, with its drawing.
 */
export function AskedNotes({
  orderId,
  heading = 'Notes to work through',
  showResolved = false,
  initialNoteId = null,
}: {
  orderId: string;
  heading?: string;
  /** Once the revision is delivered: which of the notes it resolved. */
  showResolved?: boolean;
  /** A note to open at its frame at once (a link from the Inbox's list of the notes). */
  initialNoteId?: string | null;
}) {
  const notes = useQuery(reviewNotesQuery(orderId));
  useReviewEvents(orderId);
  const [selectedId, setSelectedId] = useState<string | null>(initialNoteId);
  return (
    <QueryState query={notes} compact>
      {(data) => {
        if (data.asked.length === 0) return null;
        // The chosen note as the list has it now, so a tick or answer shows in the player too.
        const selected = data.asked.find((n) => n.id === selectedId) ?? null;
        return (
          <div className={styles.asked}>
            {selected && <AskedNotePlayer key={selected.fileId} note={selected} />}
            <NoteList
              heading={heading}
              notes={data.asked}
              counts={data.askedCounts}
              selectedId={selectedId}
              onSelect={(n) => setSelectedId(n.id)}
              resolved={showResolved ? { ids: data.resolved, version: data.version } : undefined}
            />
            <ExportButtons orderId={orderId} list="asked" />
          </div>
        );
      }}
    </QueryState>
  );
}
