import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ReviewNote } from '../../../common/api/review';
import { isKnownFrameRate, type FrameRate } from '../../../common/review/timecode';
import { QueryState } from '../../components/QueryState';
import { mediaFactsQuery, usePlaybackSource } from '../drive/public';
import { reviewNotesQuery } from './api';
import { DrawingOverlay } from './DrawingOverlay';
import { ExportButtons } from './ExportButtons';
import { NoteComposer } from './NoteComposer';
import { NoteList } from './NoteList';
import { PlayerControls } from './PlayerControls';
import { PlayerOptions } from './PlayerOptions';
import { usePlayerChrome } from './use-fullscreen';
import { useDrawing } from './use-drawing';
import { ReviewVideo } from './ReviewVideo';
import { usePlayer } from './use-player';
import { useReviewEvents } from './use-review-events';
import optionStyles from './PlayerOptions.module.css';
import styles from './Review.module.css';

/** The probed rate is the one the server checks notes against, so the player counts frames by it. */
function useProbedRate(fileId: string): FrameRate | null {
  const facts = useQuery(mediaFactsQuery([fileId]));
  const fraction = facts.data?.facts.find((f) => f.fileId === fileId)?.frameRateFraction;
  return fraction && isKnownFrameRate(fraction) ? fraction : null;
}

/**
 * The review player of a delivered video (docs/review.md): pause anywhere and note that frame,
 * with an optional in-out range and drawing; markers on the timeline and the list beside it seek
 * to a note and show its drawing. Notes, replies and ticks arrive live.
 */
export function ReviewStudio({
  orderId,
  file,
}: {
  orderId: string;
  file: { id: string; name: string };
}) {
  const source = usePlaybackSource(file.id);
  const notes = useQuery(reviewNotesQuery(orderId));
  useReviewEvents(orderId);
  const { videoRef, ...player } = usePlayer(useProbedRate(file.id));
  const drawing = useDrawing();
  const { shapes, setShapes } = drawing;
  const [range, setRange] = useState<{ in: number; out: number | null } | null>(null);
  const [selected, setSelected] = useState<ReviewNote | null>(null);
  const [editing, setEditing] = useState<ReviewNote | null>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const { playerBox, fullscreen, help } = usePlayerChrome();

  const mark = () => {
    player.pause();
    composerRef.current?.focus();
  };
  const show = (note: ReviewNote) => {
    setSelected(note);
    setShapes([]);
    player.seekFrame(note.frame);
    // Below the player (narrow screens) a note low in the list would leave the picture off-screen.
    playerBox.current?.scrollIntoView?.({ block: 'nearest' });
  };
  // The author's correction starts from the note as it is: its frame or range, drawing and text.
  const startEdit = (note: ReviewNote) => {
    setSelected(null);
    setEditing(note);
    setRange({ in: note.frame, out: note.frameOut });
    setShapes(note.drawing ?? []);
    player.seekFrame(note.frame);
    composerRef.current?.focus();
  };
  const all = notes.data ? notes.data.notes.filter((n) => n.fileId === file.id) : [];
  const visible = shapes.length > 0 ? shapes : (selected?.drawing ?? []);

  return (
    <section className={styles.studio} aria-labelledby={`review-${file.id}`}>
      <h3 id={`review-${file.id}`} className={styles.title}>
        Review notes on {file.name}
      </h3>
      <div className={styles.layout}>
        <div
          ref={playerBox}
          className={`${styles.player} ${styles.stickyPlayer} ${optionStyles.fullscreen}`}
          tabIndex={0}
          role="group"
          aria-label="Review player. Space plays or pauses, J K L shuttle, arrow keys step one frame, M adds a note, question mark lists the shortcuts."
          onKeyDown={(e) =>
            player.onKeyDown(e, {
              onMark: mark,
              onFullscreen: fullscreen.toggle,
              onHelp: help.toggle,
            })
          }
        >
          <div className={styles.stage}>
            <ReviewVideo
              source={source}
              videoRef={videoRef}
              label={`Video: ${file.name}`}
              events={player.events}
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
          <PlayerControls player={player} notes={all} onSelect={show} range={range} />
          {source.proxyPending && (
            <p className={styles.sourceNote}>
              Playing the original file while a lighter review copy is made.
            </p>
          )}
          <PlayerOptions player={player} fullscreen={fullscreen} help={help} />
          <NoteComposer
            key={editing?.id ?? 'new'}
            ref={composerRef}
            editing={editing}
            onEditDone={() => setEditing(null)}
            orderId={orderId}
            fileId={file.id}
            player={player}
            drawing={drawing}
            range={range}
            onRange={setRange}
          />
        </div>
        <QueryState query={notes} compact>
          {(data) => (
            <div className={styles.list}>
              <NoteList
                notes={all}
                counts={data.counts}
                selectedId={selected?.id ?? null}
                onSelect={show}
                onEdit={startEdit}
                editingId={editing?.id ?? null}
              />
              <ExportButtons orderId={orderId} list="notes" />
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
