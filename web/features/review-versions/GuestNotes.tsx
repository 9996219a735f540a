import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type RefObject } from 'react';
import { reviewLimits } from '../../../common/api/review';
import type { GuestView } from '../../../common/api/review-versions';
import {
  frameToTimecode,
  isKnownFrameRate,
  secondsToFrame,
  type FrameRate,
} from '../../../common/review/timecode';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { TextAreaField } from '../../components/TextAreaField';
import { guestAddNote, guestNotes, reviewVersionsKey } from './api';
import styles from './ReviewVersions.module.css';

/**
 * A guest's notes on the one file of their link: the list of notes on it, and a note at the
 * paused frame under the name they opened the link with.
 */
export function GuestNotes({
  token,
  view,
  videoRef,
}: {
  token: string;
  view: GuestView;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const proof = { token, guestToken: view.guestToken };
  const key = [...reviewVersionsKey, 'guest-notes', token];
  const client = useQueryClient();
  const notes = useQuery({ queryKey: key, queryFn: () => guestNotes(proof), retry: false });
  const [body, setBody] = useState('');
  const fraction = view.media?.frameRateFraction;
  const rate: FrameRate = fraction && isKnownFrameRate(fraction) ? fraction : { num: 25, den: 1 };
  const add = useMutation({
    mutationFn: () => {
      const seconds = videoRef.current?.currentTime ?? 0;
      const frame = secondsToFrame(seconds, rate);
      return guestAddNote({ ...proof, note: { fileId: view.fileId, frame, fps: rate, body } });
    },
    onSuccess: () => {
      setBody('');
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <section className={styles.guestNotes} aria-labelledby="guest-notes-title">
      <h2 id="guest-notes-title" className={styles.guestNotesTitle}>
        Notes
      </h2>
      <form className={styles.form} onSubmit={submit}>
        <TextAreaField
          label="Your note at the current frame"
          rows={3}
          required
          maxChars={reviewLimits.bodyMax}
          length={body.length}
          value={body}
          onFocus={() => videoRef.current?.pause()}
          onChange={(e) => setBody(e.target.value)}
        />
        <Button type="submit" loading={add.isPending} disabled={body.trim() === ''}>
          Add note
        </Button>
        {add.isError && <FailureAlert error={add.error} />}
      </form>
      {notes.isError && <FailureAlert error={notes.error} />}
      <ol className={styles.guestNoteList} aria-label="Notes on this video">
        {(notes.data?.notes ?? []).map((n) => (
          <li key={n.id} className={styles.guestNote}>
            <span className={styles.guestNoteMeta}>
              {frameToTimecode(n.frame, n.fps)} · {n.author.name}
              {n.author.guest ? ' (guest)' : ''}
            </span>
            <span>{n.body}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
