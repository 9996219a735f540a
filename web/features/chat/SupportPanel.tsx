import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { chatRoutes } from '../../../common/api/chat';
import type { SupportState, SupportThreadUpdate } from '../../../common/api/chat-support';
import { chatLimits } from '../../../common/limits';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { callApi } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import styles from './Chat.module.css';
import { CustomerContext } from './CustomerContext';
import { SavedReplies } from './SavedReplies';
import { SupportTagsField } from './SupportTagsField';
import { supportInboxQuery, supportKeys, supportNotesQuery } from './support-api';

const stateNames: Record<SupportState, string> = {
  open: 'Open',
  waiting: 'Waiting on customer',
  closed: 'Closed',
};

type SupportPanelProps = {
  viewer: string;
  /** The customer whose Support thread is open. */
  customer: string;
  admins: readonly { uid: string; name: string }[];
  /** Puts a saved reply into the message input. */
  onInsert: (text: string) => void;
};

/**
 * The Admin's tools above a customer's Support thread: its state, who of the Admins has it, its
 * tags, the customer's context, the saved replies and the internal notes, which the customer
 * never sees.
 */
export function SupportPanel({ viewer, customer, admins, onInsert }: SupportPanelProps) {
  const client = useQueryClient();
  const inbox = useQuery(supportInboxQuery(viewer));
  const notes = useQuery(supportNotesQuery(viewer, customer));
  const thread = inbox.data?.threads.find((th) => th.uid === customer);
  const [note, setNote] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: supportKeys.all });
  const update = useMutation({
    mutationFn: (body: SupportThreadUpdate) => callApi(chatRoutes.updateSupportThread, { body }),
    onSuccess: refresh,
  });
  const addNote = useMutation({
    mutationFn: (body: string) =>
      callApi(chatRoutes.addSupportNote, { body: { uid: customer, body } }),
    onSuccess: () => {
      setNote('');
      void refresh();
    },
  });
  if (!thread) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) addNote.mutate(note);
  };
  const error = update.error ?? addNote.error;

  return (
    <div className={styles.support} aria-label="Support thread">
      <div className={styles.supportFields}>
        <Select
          label="State"
          value={thread.state}
          onChange={(e) => update.mutate({ uid: customer, state: e.target.value as SupportState })}
        >
          {Object.entries(stateNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </Select>
        <Select
          label="Assigned to"
          value={thread.assignee?.uid ?? ''}
          onChange={(e) => update.mutate({ uid: customer, assignee: e.target.value || null })}
        >
          <option value="">Nobody</option>
          {admins.map((a) => (
            <option key={a.uid} value={a.uid}>
              {a.uid === viewer ? `${a.name} (you)` : a.name}
            </option>
          ))}
        </Select>
      </div>
      <SupportTagsField thread={thread} />
      <div className={styles.supportDetails}>
        <CustomerContext viewer={viewer} customer={customer} />
        <SavedReplies viewer={viewer} onInsert={onInsert} />
        <details className={styles.notes}>
          <summary>Internal notes ({notes.data?.length ?? 0}) · only Admins see them</summary>
          <ul className={styles.noteList}>
            {notes.data?.map((n) => (
              <li key={n.id}>
                <strong>{n.author.name}</strong>,{' '}
                <time dateTime={n.at}>{formatDate(n.at, 'dateTime')}</time>: {n.body}
              </li>
            ))}
          </ul>
          <form className={styles.noteForm} onSubmit={submit}>
            <label className="visually-hidden" htmlFor="support-note">
              Internal note
            </label>
            <textarea
              id="support-note"
              className={styles.noteInput}
              value={note}
              maxLength={chatLimits.supportNoteMax}
              rows={2}
              placeholder="A note for the other Admins…"
              onChange={(e) => setNote(e.target.value)}
            />
            <Button type="submit" size="small" loading={addNote.isPending}>
              Add note
            </Button>
          </form>
        </details>
      </div>
      {error && (
        <p role="alert" className={styles.offline}>
          {error.message}
        </p>
      )}
    </div>
  );
}
