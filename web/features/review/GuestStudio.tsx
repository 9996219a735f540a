import { useRef, useState } from 'react';
import type { ReviewNote } from '../../../common/api/review';
import type { FrameRate } from '../../../common/review/timecode';
import { DrawingOverlay } from './DrawingOverlay';
import { NoteComposer, type NoteContent } from './NoteComposer';
import { PlayerControls } from './PlayerControls';
import { PlayerOptions } from './PlayerOptions';
import { usePlayerChrome } from './use-fullscreen';
import { useDrawing } from './use-drawing';
import { usePlayer } from './use-player';
import optionStyles from './PlayerOptions.module.css';
import styles from './Review.module.css';

/** A note's place: its timecode, or its in and out timecodes for a range. */
export const noteSpan = (note: ReviewNote) =>
  note.timecodeOut ? `${note.timecode}–${note.timecodeOut}` : note.timecode;

/**
 * The studio's player for a guest of a review link: the same frame readout, shuttle, drawing
 * tools and in-out range as the team's, on the guest's copy; notes go through `save` (the guest's
 * link), and the list seeks to a note and shows its drawing. Guests neither reply nor tick.
 */
export function GuestStudio({
  videoUrl,
  fileId,
  fileName,
  rate,
  notes,
  save,
}: {
  videoUrl: string;
  fileId: string;
  fileName: string;
  /** The probed rate of the file, when the server read it. */
  rate: FrameRate | null;
  notes: readonly ReviewNote[];
  save: (content: NoteContent) => Promise<unknown>;
}) {
  const { videoRef, ...player } = usePlayer(rate);
  const drawing = useDrawing();
  const [range, setRange] = useState<{ in: number; out: number | null } | null>(null);
  const [selected, setSelected] = useState<ReviewNote | null>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const { playerBox, fullscreen, help } = usePlayerChrome();
  const show = (note: ReviewNote) => {
    setSelected(note);
    drawing.setShapes([]);
    player.seekFrame(note.frame);
    playerBox.current?.scrollIntoView?.({ block: 'nearest' });
  };
  const visible = drawing.shapes.length > 0 ? drawing.shapes : (selected?.drawing ?? []);
  return (
    <div className={styles.layout}>
      <div
        ref={playerBox}
        className={`${styles.player} ${styles.stickyPlayer} ${optionStyles.fullscreen}`}
        tabIndex={0}
        role="group"
        aria-label="Review player. Space plays or pauses, J K L shuttle, arrow keys step one frame, M adds a note, question mark lists the shortcuts."
        onKeyDown={(e) =>
          player.onKeyDown(e, {
            onMark: () => {
              player.pause();
              composerRef.current?.focus();
            },
            onFullscreen: fullscreen.toggle,
            onHelp: help.toggle,
          })
        }
      >
        <div className={styles.stage}>
          <video
            ref={videoRef}
            className={styles.video}
            src={videoUrl}
            preload="auto"
            playsInline
            aria-label={`Video: ${fileName}`}
            {...player.events}
          />
          <DrawingOverlay
            shapes={visible}
            tool={drawing.tool}
            color={drawing.color}
            label={drawing.label}
            onShape={(s) => {
              setSelected(null);
              drawing.add(s);
            }}
          />
        </div>
        <PlayerControls player={player} notes={notes} onSelect={show} range={range} />
        <PlayerOptions player={player} fullscreen={fullscreen} help={help} />
        <NoteComposer
          ref={composerRef}
          orderId=""
          fileId={fileId}
          player={player}
          drawing={drawing}
          range={range}
          onRange={setRange}
          save={save}
        />
      </div>
      <section className={styles.list} aria-label="Notes on this video">
        <h4 className={styles.listTitle}>Notes</h4>
        {notes.length === 0 ? (
          <p className={styles.muted}>No notes yet.</p>
        ) : (
          <ol className={styles.notes}>
            {notes.map((n) => (
              <li
                key={n.id}
                className={styles.note}
                data-selected={n.id === selected?.id}
                data-state={n.state}
              >
                <div className={styles.noteHead}>
                  <button type="button" className={styles.seek} onClick={() => show(n)}>
                    {noteSpan(n)}
                  </button>
                  <span className={styles.author}>
                    {n.author.name}
                    {n.author.guest ? ' (guest)' : ''}
                    {n.drawing ? ' · drawing' : ''}
                  </span>
                </div>
                <p className={styles.body}>{n.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
