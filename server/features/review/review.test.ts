import { describe, expect, it } from 'vitest';
import { callRoute, wrong } from '../../test/call-route.js';
import { reviewRoutes } from '../../../common/api/review.js';
import type { TestUser } from '../../test/factories.js';
import { insertOrderFile } from '../../test/orders.js';
import { useDeliveredEdit } from '../../test/review.js';
import { storeNote } from './add-note.js';
import { frameRateOf, mediaFactsOf } from './frame-rate.js';
import { noRealtime } from '../../realtime/realtime-hub.js';
import { silentNotifier } from '../orders/order-notifier.js';
import { reviewRepository } from './review.repository.js';
import { systemClock } from '../../clock.js';

const { t, cast, clock, delivery, addNote } = useDeliveredEdit();

const note = {
  frame: 120,
  fps: { num: 25, den: 1 },
  body: 'The cut is late here.',
  drawing: [{ kind: 'rect', from: [0.1, 0.2], to: [0.5, 0.6] }],
};
const notesCount = async () =>
  (await t.db.selectFrom('review_notes').select('id').execute()).length;

describe('notes on a delivered video', () => {
  it('stores a note at its frame with its drawing, timecode at the video rate', async () => {
    const res = await addNote(cast.partner, note);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      requestId: delivery.order.id,
      fileId: delivery.fileId,
      version: 1,
      frame: 120,
      frameOut: null,
      timecode: '00:00:04:20',
      drawing: note.drawing,
      body: note.body,
      state: 'open',
      author: { name: 'Pat Partner', userId: cast.partner.uid, guest: false },
      replies: [],
    });
    const { raw: list } = await callRoute(t, reviewRoutes.notes, cast.editor, {
      params: { requestId: delivery.order.id },
    });
    expect(list.json()).toMatchObject({ version: 1, counts: { open: 1, done: 0 } });
  });

  it('keeps the colour of each shape and text labels on the frame', async () => {
    const drawing = [
      { kind: 'arrow', from: [0.1, 0.1], to: [0.3, 0.3], color: 'red' },
      {
        kind: 'freehand',
        points: [
          [0.2, 0.2],
          [0.4, 0.4],
        ],
        color: 'blue',
      },
      { kind: 'text', at: [0.5, 0.5], text: 'Logo too small', color: 'white' },
      { kind: 'rect', from: [0.1, 0.2], to: [0.5, 0.6] },
    ];
    const res = await addNote(cast.partner, { ...note, drawing });
    expect(res.statusCode).toBe(200);
    expect(res.json().drawing).toEqual(drawing);
  });

  it('lets the Partner, the editor and an Admin note, and keeps strangers out', async () => {
    for (const who of [cast.partner, cast.editor, cast.admin])
      expect((await addNote(who, note)).statusCode).toBe(200);
    for (const who of [cast.otherPartner, cast.otherEditor, cast.artist])
      expect((await addNote(who, note)).statusCode).toBe(404);
    const { raw: list } = await callRoute(t, reviewRoutes.notes, cast.otherPartner, {
      params: { requestId: delivery.order.id },
    });
    expect(list.statusCode).toBe(404);
    expect(await notesCount()).toBe(3);
  });

  it.each([
    ['a range backwards', { ...note, frameOut: 100 }, 400],
    ['a range of no length', { ...note, frameOut: 120 }, 400],
    ['a negative frame', { ...note, frame: -1 }, 400],
    ['a fractional frame', { ...note, frame: 1.5 }, 400],
    ['an unknown rate', { ...note, fps: { num: 29970, den: 1000 } }, 400],
    ['over-long text', { ...note, body: 'x'.repeat(1001) }, 400],
    ['no text', { ...note, body: '   ' }, 400],
    ['text of the wrong type', { ...note, body: 12 }, 400],
    [
      'a point outside the frame',
      { ...note, drawing: [{ kind: 'arrow', from: [0, 0], to: [1.2, 0] }] },
      400,
    ],
    [
      'too many shapes',
      { ...note, drawing: Array.from({ length: 21 }, () => note.drawing[0]) },
      400,
    ],
    [
      'a huge freehand stroke',
      {
        ...note,
        drawing: [{ kind: 'freehand', points: Array.from({ length: 401 }, () => [0.5, 0.5]) }],
      },
      400,
    ],
    [
      'an unknown drawing colour',
      { ...note, drawing: [{ ...note.drawing[0], color: 'pink' }] },
      400,
    ],
    [
      'an over-long text label',
      { ...note, drawing: [{ kind: 'text', at: [0.1, 0.1], text: 'x'.repeat(81) }] },
      400,
    ],
    [
      'an empty text label',
      { ...note, drawing: [{ kind: 'text', at: [0.1, 0.1], text: ' ' }] },
      400,
    ],
    ['a file that is not this delivery', { ...note, fileId: 'a'.repeat(32) }, 404],
  ])('refuses %s and changes nothing', async (_, payload, status) => {
    const res = await addNote(cast.partner, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBeTruthy();
    expect(await notesCount()).toBe(0);
  });

  it('refuses an unknown version and the raw footage of the order', async () => {
    const unknown = await addNote(cast.partner, note, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const raw = await insertOrderFile(t, delivery.order, { layer: 1 });
    expect((await addNote(cast.partner, { ...note, fileId: raw })).statusCode).toBe(404);
    expect(await notesCount()).toBe(0);
  });

  it('uses the probed rate and length of the file and refuses a note past its end', async () => {
    const version = await reviewRepository(t.db).findVersion(delivery.order.id);
    // What the media job stores for a 10-second 25 fps video.
    await t.db
      .insertInto('media_facts')
      .values({
        file_id: delivery.fileId,
        state: 'ready',
        attempts: 1,
        claimed_at: null,
        fps_num: 25,
        fps_den: 1,
        duration_ms: 10_000,
        width: 1280,
        height: 720,
        poster_name: null,
        sprite_name: null,
        sprite_columns: null,
        sprite_rows: null,
        sprite_count: null,
        sprite_interval_ms: null,
        tile_width: null,
        tile_height: null,
        error: null,
        created_at: clock.iso(),
        updated_at: clock.iso(),
      })
      .execute();
    expect(await frameRateOf({ db: t.db }, delivery.fileId)).toEqual({ num: 25, den: 1 });
    expect(await mediaFactsOf({ db: t.db }, delivery.fileId)).toEqual({
      rate: { num: 25, den: 1 },
      durationFrames: 250,
    });
    const deps = { db: t.db, notifier: silentNotifier, realtime: noRealtime, now: systemClock };
    const author = { kind: 'user' as const, uid: cast.partner.uid };
    const at = (frame: number, frameOut?: number) =>
      storeNote(deps, version!, author, {
        ...note,
        fileId: delivery.fileId,
        frame,
        frameOut,
      } as never);
    await expect(at(250)).rejects.toMatchObject({ code: 'review_past_end' });
    await expect(at(200, 251)).rejects.toMatchObject({ code: 'review_past_end' });
    // Through the route too: the browser measured 30 fps, the file is 25.
    const wrongRate = await addNote(cast.partner, { ...note, fps: { num: 30, den: 1 } });
    expect(wrongRate.statusCode).toBe(400);
    expect(wrongRate.json().error.code).toBe('review_unknown_rate');
    const pastEnd = await addNote(cast.partner, { ...note, frame: 300 });
    expect(pastEnd.json().error.code).toBe('review_past_end');
    expect(await notesCount()).toBe(0);
    await at(249, 250);
    expect(await notesCount()).toBe(1);
  });

  it('keeps the browser rate while the file is not probed yet, or at a rate without timecode', async () => {
    expect(await mediaFactsOf({ db: t.db }, delivery.fileId)).toBeNull();
    await t.db
      .insertInto('media_facts')
      .values({
        file_id: delivery.fileId,
        state: 'pending',
        attempts: 0,
        created_at: clock.iso(),
        updated_at: clock.iso(),
      } as never)
      .execute();
    expect(await mediaFactsOf({ db: t.db }, delivery.fileId)).toBeNull();
    await t.db
      .updateTable('media_facts')
      .set({ state: 'ready', fps_num: 15, fps_den: 1, duration_ms: 4_000 })
      .execute();
    expect(await mediaFactsOf({ db: t.db }, delivery.fileId)).toEqual({
      rate: null,
      durationFrames: null,
    });
    expect((await addNote(cast.partner, note)).statusCode).toBe(200);
  });

  it('stores a guest note under the name the guest gave', async () => {
    const version = await reviewRepository(t.db).findVersion(delivery.order.id);
    const deps = { db: t.db, notifier: silentNotifier, realtime: noRealtime, now: systemClock };
    const view = await storeNote(
      deps,
      version!,
      { kind: 'guest', linkId: 'link-1', name: 'Manny Manager' },
      { ...note, fileId: delivery.fileId } as never,
    );
    expect(view.author).toEqual({ name: 'Manny Manager', userId: null, guest: true });
  });
});

describe('replies and ticks', () => {
  const reply = (who: TestUser, id: string, payload: object) =>
    callRoute(t, reviewRoutes.reply, who, { params: { noteId: id }, body: wrong(payload) }).then(
      (r) => r.raw,
    );
  const tick = (who: TestUser, id: string, payload: object) =>
    callRoute(t, reviewRoutes.setState, who, { params: { noteId: id }, body: wrong(payload) }).then(
      (r) => r.raw,
    );

  it('threads replies and ticks a note off with an answer, or opens it again', async () => {
    const id = (await addNote(cast.partner, note)).json().id as string;
    expect((await reply(cast.editor, id, { body: 'Which cut?' })).statusCode).toBe(200);
    const second = await reply(cast.partner, id, { body: 'The one after the jump.' });
    expect(second.json().replies.map((r: { body: string }) => r.body)).toEqual([
      'Which cut?',
      'The one after the jump.',
    ]);
    const done = await tick(cast.editor, id, { state: 'done', answer: 'Moved it 6 frames.' });
    expect(done.json()).toMatchObject({
      state: 'done',
      answer: 'Moved it 6 frames.',
      doneBy: 'Eddie Editor',
    });
    const reopened = await tick(cast.partner, id, { state: 'open' });
    expect(reopened.json()).toMatchObject({ state: 'open', answer: null, doneBy: null });
  });

  it('keeps strangers out and refuses bad input, changing nothing', async () => {
    const id = (await addNote(cast.partner, note)).json().id as string;
    const snapshot = async () =>
      JSON.stringify([
        await t.db.selectFrom('review_notes').selectAll().execute(),
        await t.db.selectFrom('review_note_replies').selectAll().execute(),
      ]);
    const before = await snapshot();
    expect((await reply(cast.otherPartner, id, { body: 'Hi' })).statusCode).toBe(404);
    expect((await tick(cast.otherEditor, id, { state: 'done' })).statusCode).toBe(404);
    expect((await reply(cast.partner, id, { body: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await reply(cast.partner, id, {})).statusCode).toBe(400);
    expect((await tick(cast.editor, id, { state: 'finished' })).statusCode).toBe(400);
    expect(
      (await tick(cast.editor, id, { state: 'done', answer: 'x'.repeat(401) })).statusCode,
    ).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await tick(cast.editor, unknown, { state: 'done' })).statusCode).toBe(404);
    expect((await reply(cast.editor, 'not-a-uuid', { body: 'Hi' })).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
