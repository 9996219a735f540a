import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewNote } from '../../../common/api/review';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { deleteNote, reviewKeys } from './api';
import styles from './Review.module.css';

/** True when the signed-in user wrote the note and it has not gone with a revision yet. */
export function useMayCorrect(note: ReviewNote): boolean {
  const { uid } = useSession();
  return uid !== null && note.author.userId === uid && note.askedInRequestId === null;
}

/**
 * The author's Edit and Delete on a note not yet sent with a revision (docs/review.md). Delete
 * asks once more before it goes, since the other side may have read the note already.
 */
export function NoteAuthorActions({
  note,
  onEdit,
  editing,
}: {
  note: ReviewNote;
  onEdit?: ((note: ReviewNote) => void) | undefined;
  editing: boolean;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteNote(note.id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
  if (!useMayCorrect(note)) return null;
  return (
    <div className={styles.controlRow}>
      {onEdit && (
        <Button size="small" variant="secondary" disabled={editing} onClick={() => onEdit(note)}>
          {editing ? 'Editing…' : 'Edit'}
        </Button>
      )}
      {confirming ? (
        <>
          <Button
            size="small"
            variant="primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete this note
          </Button>
          <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button size="small" variant="ghost" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
      {remove.error && <FailureAlert error={remove.error} focus={false} />}
    </div>
  );
}
