import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  savedReplyLimits,
  supportReplyRoutes,
  type SavedReply,
  type SavedReplyRequest,
} from '../../../common/api/support-replies';
import { Button } from '../../components/Button';
import { callApi } from '../../lib/api-client';
import styles from './Chat.module.css';
import { savedRepliesQuery, supportKeys } from './support-api';

type SavedRepliesProps = {
  viewer: string;
  /** Puts a reply's text into the message input, to read over and send. */
  onInsert: (text: string) => void;
};

/**
 * The Admins' saved replies beside a Support thread: insert one into the message input, or add,
 * change and delete them (every Admin shares the same replies).
 */
export function SavedReplies({ viewer, onInsert }: SavedRepliesProps) {
  const client = useQueryClient();
  const replies = useQuery(savedRepliesQuery(viewer));
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const reset = () => {
    setEditing(null);
    setTitle('');
    setBody('');
  };
  const refresh = () => client.invalidateQueries({ queryKey: supportKeys.all });
  const save = useMutation({
    mutationFn: (request: SavedReplyRequest) =>
      editing
        ? callApi(supportReplyRoutes.updateSavedReply, {
            params: { id: editing.id },
            body: request,
          })
        : callApi(supportReplyRoutes.createSavedReply, { body: request }),
    onSuccess: () => {
      reset();
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(supportReplyRoutes.deleteSavedReply, { params: { id } }),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ title, body });
  };
  const error = save.error ?? remove.error;
  const list = replies.data ?? [];

  return (
    <details className={styles.notes}>
      <summary>Saved replies ({list.length})</summary>
      <ul className={styles.replyList} aria-label="Saved replies">
        {list.map((r) => (
          <li key={r.id} className={styles.reply}>
            <Button
              size="small"
              variant="secondary"
              title={r.body}
              aria-label={`Insert ${r.title}`}
              onClick={() => onInsert(r.body)}
            >
              {r.title}
            </Button>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={`Edit ${r.title}`}
              onClick={() => {
                setEditing(r);
                setTitle(r.title);
                setBody(r.body);
              }}
            >
              Edit
            </button>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={`Delete ${r.title}`}
              onClick={() => remove.mutate(r.id)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <form className={styles.replyForm} onSubmit={submit} aria-label="Saved reply">
        <label className={styles.replyLabel}>
          Title
          <input
            className={styles.noteInput}
            value={title}
            maxLength={savedReplyLimits.titleMax}
            required
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className={styles.replyLabel}>
          Reply text
          <textarea
            className={styles.noteInput}
            value={body}
            rows={2}
            maxLength={savedReplyLimits.bodyMax}
            required
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        <div className={styles.replyActions}>
          <Button type="submit" size="small" loading={save.isPending}>
            {editing ? 'Save changes' : 'Add reply'}
          </Button>
          {editing && (
            <Button type="button" size="small" variant="ghost" onClick={reset}>
              Cancel
            </Button>
          )}
        </div>
      </form>
      {error && (
        <p role="alert" className={styles.offline}>
          {error.message}
        </p>
      )}
    </details>
  );
}
