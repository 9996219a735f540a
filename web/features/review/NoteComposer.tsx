import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forwardRef, useState } from 'react';
import { reviewLimits, type DrawingShape, type ReviewNote } from '../../../common/api/review';
import { frameToTimecode } from '../../../common/review/timecode';
import { Button } from '../../components/Button';
import { ApiError } from '../../lib/api-client';
import { addNote, editNote, reviewKeys } from './api';
import { DrawingTools } from './DrawingTools';
import type { Drawing } from './use-drawing';
import type { Player } from './use-player';
import styles from './Review.module.css';

/** What a note says, as the composer sends it: where, at which rate, its drawing and words. */
export type NoteContent = {
  frame: number;
  frameOut?: number;
  fps: { num: number; den: number };
  drawing?: DrawingShape[];
  body: string;
};

type Props = {
  orderId: string;
  fileId: string;
  player: Player;
  drawing: Drawing;
  range: { in: number; out: number | null } | null;
  onRange: (range: { in: number; out: number | null } | null) => void;
  /** The author's own note being corrected, in place of a new one (the composer is keyed by it). */
  editing?: ReviewNote | null;
  onEditDone?: () => void;
  /** Sends a new note some other way than the signed-in routes (a guest's, with their link). */
  save?: (content: NoteContent) => Promise<unknown>;
};

/** Writes a note at the paused frame (or the marked range), with the shapes drawn on it. */
export const NoteComposer = forwardRef<HTMLTextAreaElement, Props>(function NoteComposer(
  { orderId, fileId, player, drawing, range, onRange, ...edit },
  ref,
) {
  const editing = edit.editing ?? null;
  const { shapes } = drawing;
  const [body, setBody] = useState(editing?.body ?? '');
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: async () => {
      const frame = range?.in ?? player.frame;
      const out = range?.out ?? undefined;
      const content: NoteContent = {
        frame,
        ...(out !== undefined && out > frame ? { frameOut: out } : {}),
        fps: player.rate,
        ...(shapes.length > 0 ? { drawing: shapes } : {}),
        body,
      };
      if (edit.save) await edit.save(content);
      else if (editing) await editNote(editing.id, content);
      else await addNote(orderId, { fileId, ...content });
    },
    onSuccess: () => {
      setBody('');
      drawing.clear();
      onRange(null);
      drawing.setTool('none');
      edit.onEditDone?.();
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
  const at = range?.in ?? player.frame;
  const error =
    send.error instanceof ApiError ? send.error.message : send.error ? 'Not saved.' : '';

  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        if (body.trim() !== '') send.mutate();
      }}
    >
      <DrawingTools name={`tool-${fileId}`} drawing={drawing} onPick={player.pause} />
      <RangeButtons player={player} range={range} onRange={onRange} />
      <label className={styles.noteLabel} htmlFor={`note-${fileId}`}>
        {editing ? 'Edit the note' : 'Note'} at frame {at} ({frameToTimecode(at, player.rate)})
        {range?.out != null
          ? ` to frame ${range.out} (${frameToTimecode(range.out, player.rate)}), last frame included`
          : ''}
      </label>
      <textarea
        id={`note-${fileId}`}
        ref={ref}
        className={styles.textarea}
        value={body}
        maxLength={reviewLimits.bodyMax}
        rows={3}
        onFocus={player.pause}
        onChange={(e) => {
          player.pause();
          setBody(e.target.value);
        }}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.controlRow}>
        <Button type="submit" size="small" disabled={send.isPending || body.trim() === ''}>
          {editing ? 'Save changes' : 'Add note'}
        </Button>
        {editing && (
          <Button
            size="small"
            variant="ghost"
            onClick={() => {
              drawing.clear();
              onRange(null);
              edit.onEditDone?.();
            }}
          >
            Cancel editing
          </Button>
        )}
      </div>
    </form>
  );
});

/** "Set in", "Set out" and "Clear range": the note's in-out range at the playhead. */
function RangeButtons({ player, range, onRange }: Pick<Props, 'player' | 'range' | 'onRange'>) {
  return (
    <div className={styles.controlRow}>
      <Button
        size="small"
        variant="secondary"
        onClick={() => onRange({ in: player.frame, out: range?.out ?? null })}
      >
        Set in
      </Button>
      <Button
        size="small"
        variant="secondary"
        disabled={!range || player.frame <= range.in}
        onClick={() => range && onRange({ in: range.in, out: player.frame })}
      >
        Set out
      </Button>
      {range && (
        <Button size="small" variant="ghost" onClick={() => onRange(null)}>
          Clear range
        </Button>
      )}
    </div>
  );
}
