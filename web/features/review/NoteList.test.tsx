import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewNote, ReviewNotesResponse } from '../../../common/api/review';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse } from '../../test/render';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { reviewNotesQuery } from './api';
import { NoteList } from './NoteList';

const orderId = '11111111-1111-4111-8111-111111111111';
const noteId = '22222222-2222-4222-8222-222222222222';

function note(state: 'open' | 'done'): ReviewNote {
  return {
    id: noteId,
    requestId: orderId,
    fileId: 'file-1',
    version: 1,
    author: { name: 'Pat Partner', userId: 'u1', guest: false },
    frame: 120,
    frameOut: null,
    fps: { num: 25, den: 1 },
    timecode: '00:00:04:20',
    timecodeOut: null,
    drawing: null,
    body: 'The cut is late.',
    state,
    answer: null,
    doneBy: null,
    askedInRequestId: null,
    doneInRequestId: null,
    createdAt: '2026-11-28T07:00:00.000Z',
    editedAt: null,
    replies: [],
  };
}

const answer = (state: 'open' | 'done'): ReviewNotesResponse => ({
  requestId: orderId,
  version: 1,
  title: 'Order',
  notes: [note(state)],
  asked: [],
  resolved: [],
  counts: state === 'done' ? { open: 0, done: 1 } : { open: 1, done: 0 },
  askedCounts: { open: 0, done: 0 },
});

/** The notes as the review shows them, and a button that refetches them as a live event does. */
function Review() {
  const query = useQuery(reviewNotesQuery(orderId));
  const client = useQueryClient();
  if (!query.data) return null;
  return (
    <>
      <button type="button" onClick={() => void client.invalidateQueries({ queryKey: ['review'] })}>
        Refetch
      </button>
      {/* How many answers the notes query has taken: the sentinel of a refetch that landed. */}
      <output data-updated={query.dataUpdatedAt}>
        Reads: {client.getQueryState(reviewNotesQuery(orderId).queryKey)?.dataUpdateCount}
      </output>
      <NoteList notes={query.data.notes} counts={query.data.counts} selectedId={null} />
    </>
  );
}

let saved: 'open' | 'done' = 'open';
let finishTick: (res: Response) => void = () => undefined;
let tickAsked = false;
beforeEach(() => {
  saved = 'open';
  tickAsked = false;
  saveLogin(loginAnswer());
  stubApi([
    { path: `/api/review/versions/${orderId}/notes`, answer: () => jsonResponse(answer(saved)) },
    {
      path: `/api/review/notes/${noteId}/history`,
      answer: () =>
        jsonResponse({
          noteId,
          entries: [
            {
              change: 'edited',
              by: 'Pat Partner',
              at: '2026-11-28T07:05:00.000Z',
              frame: 100,
              frameOut: 110,
              timecode: '00:00:04:00',
              timecodeOut: '00:00:04:10',
              drawing: null,
              body: 'The cut is lat.',
            },
          ],
        }),
    },
    {
      method: 'POST',
      path: `/api/review/notes/${noteId}/state`,
      answer: () =>
        new Promise<Response>((resolve) => {
          tickAsked = true;
          finishTick = resolve;
        }),
    },
  ]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ticking a note done', () => {
  it('keeps the box ticked through a refetch that read the note before the tick was saved', async () => {
    renderRoutes([{ path: '/', Component: Review }], '/');
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Done' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);

    // A live refetch lands mid-tick with the note still open: the box does not follow it.
    fireEvent.click(screen.getByRole('button', { name: 'Refetch' }));
    await screen.findByText('Reads: 2');
    expect(box.checked).toBe(true);

    saved = 'done';
    await vi.waitFor(() => expect(tickAsked).toBe(true));
    await act(async () => finishTick(jsonResponse(note('done'))));
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
    expect(screen.getByText('0 open · 1 done')).toBeTruthy();
  });

  it('puts the box back and says why when the tick fails', async () => {
    renderRoutes([{ path: '/', Component: Review }], '/');
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Done' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await vi.waitFor(() => expect(tickAsked).toBe(true));
    await act(async () =>
      finishTick(
        jsonResponse({ error: { code: 'not_found', message: 'That note is gone.' } }, 404),
      ),
    );
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toMatch(/The note is still open\./);
  });
});

describe('an edited note', () => {
  it('shows what it said before, on asking', async () => {
    const edited = { ...note('open'), editedAt: '2026-11-28T07:05:00.000Z' };
    renderRoutes(
      [
        {
          path: '/',
          Component: () => (
            <NoteList notes={[edited]} counts={{ open: 1, done: 0 }} selectedId={null} />
          ),
        },
      ],
      '/',
    );
    const toggle = await screen.findByRole('button', { name: 'History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Earlier versions of this note' });
    expect(list.textContent).toMatch(/by Pat Partner:/);
    expect(list.textContent).toContain('00:00:04:00–00:00:04:10 · The cut is lat.');
    fireEvent.click(screen.getByRole('button', { name: 'Hide history' }));
    expect(screen.queryByRole('list', { name: 'Earlier versions of this note' })).toBeNull();
  });
});
