import { afterEach, describe, expect, it } from 'vitest';
import { orderRoutes } from '../../../common/api/orders.js';
import { reviewRoutes } from '../../../common/api/review.js';
import type { ReviewUpdated } from '../../../common/realtime.js';
import { eventually, socketPool, urlOf } from '../../test/chat.js';
import { callRoute } from '../../test/call-route.js';
import type { TestUser } from '../../test/factories.js';
import { useDeliveredEdit } from '../../test/review.js';

// A note's author corrects or withdraws it until it goes with a revision; the other side hears
// it live, and the note's history keeps what it said before.

const pool = socketPool();
afterEach(() => pool.closeAll());

const { t, cast, delivery, addNote } = useDeliveredEdit({}, { fps: { num: 25, den: 1 } });
const fps = { num: 25, den: 1 };
const edit = (who: TestUser, noteId: string, body: object) =>
  callRoute(t, reviewRoutes.editNote, who, { params: { noteId }, body: body as never });
const remove = (who: TestUser, noteId: string) =>
  callRoute(t, reviewRoutes.deleteNote, who, { params: { noteId } });
const noteRow = (id: string) =>
  t.db.selectFrom('review_notes').selectAll().where('id', '=', id).executeTakeFirst();
const history = (id: string) =>
  t.db.selectFrom('review_note_history').selectAll().where('note_id', '=', id).execute();
const revise = async (message: string) =>
  (
    await callRoute(t, orderRoutes.requestRevision, cast.partner, {
      params: { fileId: delivery.fileId },
      body: { message },
    })
  ).raw;

describe('correcting a note', () => {
  it('lets the author change text, frame, range and drawing, heard live and kept in history', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const editor = await pool.connect(urlOf(t.app.server.address()), cast.editor);
    const heard: ReviewUpdated[] = [];
    editor.on('reviewUpdated', (e) => heard.push(e));
    const id = (await addNote(cast.partner, { frame: 12, body: 'Cut erlier.' })).json().id;
    const drawing = [{ kind: 'rect', from: [0.1, 0.1], to: [0.5, 0.5] }];
    const res = await edit(cast.partner, id, {
      frame: 20,
      frameOut: 45,
      fps,
      drawing,
      body: 'Cut earlier.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      frame: 20,
      frameOut: 45,
      timecode: '00:00:00:20',
      drawing,
      body: 'Cut earlier.',
      editedAt: expect.any(String),
    });
    expect(await history(id)).toMatchObject([
      {
        change: 'edited',
        by_id: cast.partner.uid,
        frame: 12,
        frame_out: null,
        body: 'Cut erlier.',
      },
    ]);
    await eventually(() =>
      expect(heard).toContainEqual(expect.objectContaining({ noteId: id, change: 'edited' })),
    );
  });

  it('lets the author withdraw a note, heard live, its words kept in history', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const partner = await pool.connect(urlOf(t.app.server.address()), cast.partner);
    const heard: ReviewUpdated[] = [];
    partner.on('reviewUpdated', (e) => heard.push(e));
    const id = (await addNote(cast.editor, { frame: 3, body: 'Wrong file, ignore.' })).json().id;
    expect((await remove(cast.editor, id)).status).toBe(200);
    expect(await noteRow(id)).toBeUndefined();
    expect(await history(id)).toMatchObject([{ change: 'deleted', body: 'Wrong file, ignore.' }]);
    await eventually(() =>
      expect(heard).toContainEqual(expect.objectContaining({ noteId: id, change: 'deleted' })),
    );
  });

  it('refuses the others on the order 403 and a stranger 404, changing nothing', async () => {
    const id = (await addNote(cast.partner, { frame: 12, body: 'Cut earlier.' })).json().id;
    const body = { frame: 1, fps, body: 'Not mine to change.' };
    expect((await edit(cast.editor, id, body)).status).toBe(403);
    expect((await edit(cast.admin, id, body)).status).toBe(403);
    expect((await remove(cast.editor, id)).status).toBe(403);
    expect((await edit(cast.otherPartner, id, body)).status).toBe(404);
    expect((await remove(cast.otherPartner, id)).status).toBe(404);
    expect(await noteRow(id)).toMatchObject({ frame: 12, body: 'Cut earlier.', edited_at: null });
    expect(await history(id)).toEqual([]);
  });

  it('refuses a bad correction with 400 (a backwards range, an empty text), changing nothing', async () => {
    const id = (await addNote(cast.partner, { frame: 12, body: 'Cut earlier.' })).json().id;
    const backwards = await edit(cast.partner, id, { frame: 30, frameOut: 10, fps, body: 'x' });
    expect(backwards.status).toBe(400);
    expect(backwards.raw.json().error.fieldErrors.frameOut).toBe(
      'The out point must come after the in point.',
    );
    expect((await edit(cast.partner, id, { frame: 30, fps, body: '' })).status).toBe(400);
    expect(
      (await edit(cast.partner, id, { frame: 30, fps: { num: 7, den: 1 }, body: 'x' })).status,
    ).toBe(400);
    expect(await noteRow(id)).toMatchObject({ frame: 12, body: 'Cut earlier.', edited_at: null });
    expect(await history(id)).toEqual([]);
  });

  it('refuses a note sent with a revision 409 review_note_sent, changing nothing', async () => {
    const id = (await addNote(cast.partner, { frame: 12, body: 'Cut earlier.' })).json().id;
    expect((await revise('')).statusCode).toBe(200);
    const res = await edit(cast.partner, id, { frame: 20, fps, body: 'Changed my mind.' });
    expect(res.status).toBe(409);
    expect(res.code).toBe('review_note_sent');
    expect((await remove(cast.partner, id)).status).toBe(409);
    expect(await noteRow(id)).toMatchObject({ frame: 12, body: 'Cut earlier.' });
    expect(await history(id)).toEqual([]);
  });

  it('answers 404 for an unknown note and 400 for a malformed id', async () => {
    const body = { frame: 1, fps, body: 'x' };
    expect((await edit(cast.partner, '00000000-0000-4000-8000-000000000000', body)).status).toBe(
      404,
    );
    expect((await edit(cast.partner, 'nope', body)).status).toBe(400);
  });
});

describe('a revision asked with the notes alone', () => {
  it('needs no message when open notes go with it, and says the notes were sent', async () => {
    const id = (await addNote(cast.partner, { frame: 12, body: 'Cut earlier.' })).json().id;
    const res = await revise('');
    expect(res.statusCode).toBe(200);
    expect(await noteRow(id)).toMatchObject({ asked_in_order_id: res.json().requestId });
  });

  it('still asks 20 characters without an open note, opening nothing', async () => {
    const id = (await addNote(cast.partner, { frame: 12, body: 'Cut earlier.' })).json().id;
    await t.db.updateTable('review_notes').set({ state: 'done' }).where('id', '=', id).execute();
    const before = await t.db.selectFrom('production_requests').select('id').execute();
    const res = await revise('too short');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'revision_message_short',
      message: 'Message must be at least 20 characters long!',
    });
    expect(await t.db.selectFrom('production_requests').select('id').execute()).toEqual(before);
    expect(await noteRow(id)).toMatchObject({ asked_in_order_id: null });
  });
});
