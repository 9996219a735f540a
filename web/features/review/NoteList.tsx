import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewLimits, type ReviewNote } from '../../../common/api/review';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { replyToNote, reviewKeys } from './api';
import { NoteAuthorActions } from './NoteAuthorActions';
import { NoteHistory } from './NoteHistory';
import { useTickNote } from './use-tick-note';
import styles from './Review.module.css';

/** The notes beside the player, in timeline order: each seeks on click, with its replies. */
export function NoteList({
  notes,
  counts,
  selectedId,
  onSelect,
  heading = 'Notes',
  resolved,
  onEdit,
  editingId = null,
}: {
  notes: readonly ReviewNote[];
  counts: { open: number; done: number };
  selectedId: string | null;
  onSelect?: (note: ReviewNote) => void;
  heading?: string;
  /** The notes a revision resolved (ticked off while it was worked on), and its version. */
  resolved?: { ids: readonly string[]; version: number } | undefined;
  /** Starts the author's correction of their note (the studio's composer takes it). */
  onEdit?: (note: ReviewNote) => void;
  editingId?: string | null;
}) {
  return (
    <section className={styles.list} aria-label={heading}>
      <h4 className={styles.listTitle}>
        {heading}{' '}
        <span className={styles.counts}>
          {counts.open} open · {counts.done} done
        </span>
      </h4>
      {notes.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ol className={styles.notes}>
          {notes.map((n) => (
            <NoteItem
              key={n.id}
              note={n}
              selected={n.id === selectedId}
              onSelect={onSelect}
              resolvedIn={resolved?.ids.includes(n.id) ? resolved.version : null}
              onEdit={onEdit}
              editing={n.id === editingId}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

export function NoteItem({
  note,
  selected,
  onSelect,
  resolvedIn = null,
  onEdit,
  editing = false,
}: {
  note: ReviewNote;
  selected: boolean;
  onSelect?: ((note: ReviewNote) => void) | undefined;
  resolvedIn?: number | null;
  onEdit?: ((note: ReviewNote) => void) | undefined;
  editing?: boolean;
}) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  const [reply, setReply] = useState('');
  const tick = useTickNote(note);
  const answer = useMutation({
    mutationFn: () => replyToNote(note.id, reply),
    onSuccess: () => {
      setReply('');
      refresh();
    },
  });
  const [history, setHistory] = useState(false);
  const where = note.timecodeOut ? `${note.timecode}–${note.timecodeOut}` : note.timecode;
  return (
    <li className={styles.note} data-selected={selected} data-state={note.state}>
      <div className={styles.noteHead}>
        {onSelect ? (
          <button type="button" className={styles.seek} onClick={() => onSelect(note)}>
            {where}
          </button>
        ) : (
          <span className={styles.seek}>{where}</span>
        )}
        <span className={styles.author}>
          {note.author.name}
          {note.author.guest ? ' (guest)' : ''} · v{note.version}
          {note.drawing ? ' · drawing' : ''}
        </span>
        {note.editedAt && <span className={styles.muted}>· edited</span>}
        {note.editedAt && (
          <Button
            size="small"
            variant="ghost"
            aria-expanded={history}
            aria-controls={`history-${note.id}`}
            onClick={() => setHistory((h) => !h)}
          >
            {history ? 'Hide history' : 'History'}
          </Button>
        )}
        {resolvedIn !== null && <span className={styles.resolved}>Resolved in v{resolvedIn}</span>}
        {note.askedInRequestId && resolvedIn === null && (
          // A revision of version n is version n + 1 of the chain.
          <span className={styles.sent}>Sent with the v{note.version + 1} revision</span>
        )}
        <label className={styles.done}>
          <input
            type="checkbox"
            // What was asked while the tick runs; after it, the saved note (use-tick-note.ts).
            checked={tick.checked}
            disabled={tick.pending}
            aria-describedby={tick.error ? `tick-error-${note.id}` : undefined}
            onChange={(e) => tick.set(e.target.checked)}
          />
          Done
        </label>
      </div>
      {tick.error && !tick.pending && (
        <div id={`tick-error-${note.id}`}>
          <FailureAlert error={tick.error} attempt={tick.attempt} focus={false}>
            {' '}
            The note is still {note.state === 'done' ? 'done' : 'open'}.
          </FailureAlert>
        </div>
      )}
      <p className={styles.body}>{note.body}</p>
      {history && <NoteHistory noteId={note.id} />}
      <NoteAuthorActions note={note} onEdit={onEdit} editing={editing} />
      {note.answer && <p className={styles.answer}>Answer: {note.answer}</p>}
      {note.replies.length > 0 && (
        <ul className={styles.replies}>
          {note.replies.map((r) => (
            <li key={r.id}>
              <strong>{r.author.name}</strong> {r.body}
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.replyForm}
        onSubmit={(e) => {
          e.preventDefault();
          if (reply.trim() !== '') answer.mutate();
        }}
      >
        <label className="visually-hidden" htmlFor={`reply-${note.id}`}>
          Reply to the note at {note.timecode}
        </label>
        <input
          id={`reply-${note.id}`}
          className={styles.replyInput}
          value={reply}
          maxLength={reviewLimits.replyMax}
          placeholder="Reply"
          onChange={(e) => setReply(e.target.value)}
        />
        <Button type="submit" size="small" variant="secondary" disabled={reply.trim() === ''}>
          Reply
        </Button>
      </form>
    </li>
  );
}
