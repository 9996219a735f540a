import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewNote, ReviewNotesResponse } from '../../../common/api/review';
import { reviewKeys, setNoteState } from './api';

/** One answer with `saved` in place of its older copy, and the open/done counts moved with it. */
export function withSavedNote(data: ReviewNotesResponse, saved: ReviewNote): ReviewNotesResponse {
  const swap = (list: readonly ReviewNote[], counts: { open: number; done: number }) => {
    const before = list.find((n) => n.id === saved.id);
    if (!before) return { list: [...list], counts };
    const moved = before.state === saved.state ? 0 : saved.state === 'done' ? 1 : -1;
    return {
      list: list.map((n) => (n.id === saved.id ? saved : n)),
      counts: { open: counts.open - moved, done: counts.done + moved },
    };
  };
  const notes = swap(data.notes, data.counts);
  const asked = swap(data.asked, data.askedCounts);
  const resolved = data.resolved.filter((id) => id !== saved.id);
  if (saved.state === 'done' && saved.doneInRequestId === data.requestId) resolved.push(saved.id);
  return {
    ...data,
    notes: notes.list,
    counts: notes.counts,
    asked: asked.list,
    askedCounts: asked.counts,
    resolved,
  };
}

/**
 * Ticks a note done or open again. The checkbox follows this mutation, not the list: while it
 * runs the box shows what was asked (and is disabled), and the server's answer is written into
 * every open review before the mutation counts as finished, so no refetch that left before the
 * tick was saved can flip the box back. Refetches that were in flight are cancelled on both ends,
 * and live refetches wait for the tick (use-review-events.ts); on failure the box shows the
 * note's state again and the caller shows the error.
 */
export function useTickNote(note: Pick<ReviewNote, 'id' | 'state'>) {
  const queryClient = useQueryClient();
  // Set in the change event itself, so the box never shows the old state for a render while the
  // mutation starts (the mutation's own pending state reaches the component a tick later). It is
  // tied to the note as it was: once the saved note arrives (a new object) the note speaks again.
  // Clearing it when the mutation settles instead could render this box before its list had the
  // saved note, and show the old state for a moment.
  const [wanted, setWanted] = useState<{ done: boolean; of: typeof note } | null>(null);
  const asked = wanted !== null && wanted.of === note ? wanted.done : null;
  const stopRefetches = () => queryClient.cancelQueries({ queryKey: reviewKeys.all });
  const tick = useMutation({
    mutationKey: reviewKeys.tick,
    mutationFn: (done: boolean) => setNoteState(note.id, { state: done ? 'done' : 'open' }),
    onMutate: stopRefetches,
    onSuccess: async (saved) => {
      await stopRefetches();
      queryClient.setQueriesData<ReviewNotesResponse>({ queryKey: reviewKeys.versions }, (data) =>
        data ? withSavedNote(data, saved) : data,
      );
    },
    // Whatever happened, every review reads the server again (others may have ticked meanwhile).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
  return {
    checked: asked ?? note.state === 'done',
    pending: asked !== null || tick.isPending,
    error: tick.error,
    attempt: tick.submittedAt,
    set: (done: boolean) => {
      setWanted({ done, of: note });
      tick.mutate(done, { onError: () => setWanted(null) });
    },
  };
}
