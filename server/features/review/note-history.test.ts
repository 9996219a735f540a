import { describe, expect, it } from 'vitest';
import { reviewRoutes } from '../../../common/api/review.js';
import { callRoute } from '../../test/call-route.js';
import type { TestUser } from '../../test/factories.js';
import { useDeliveredEdit } from '../../test/review.js';

// The earlier words of an edited note, shown to everyone who may read the note.

const { t, cast, clock, addNote } = useDeliveredEdit({}, { fps: { num: 25, den: 1 } });
const fps = { num: 25, den: 1 };
const historyOf = (who: TestUser, noteId: string) =>
  callRoute(t, reviewRoutes.noteHistory, who, { params: { noteId } });
const edit = (noteId: string, body: object) =>
  callRoute(t, reviewRoutes.editNote, cast.partner, { params: { noteId }, body: body as never });

describe('a note history', () => {
  it('lists what the note said before each edit, newest first, with its timecodes', async () => {
    const drawing = [{ kind: 'rect', from: [0.1, 0.1], to: [0.2, 0.2] }];
    const id = (await addNote(cast.partner, { frame: 12, body: 'Cut erlier.', drawing })).json().id;
    await edit(id, { frame: 50, frameOut: 75, fps, body: 'Cut earlier.' });
    clock.advanceHours(1);
    await edit(id, { frame: 50, fps, body: 'Cut earlier, at the clap.' });
    for (const who of [cast.partner, cast.editor, cast.admin]) {
      const res = await historyOf(who, id);
      expect(res.status).toBe(200);
      expect(res.body.entries).toMatchObject([
        {
          change: 'edited',
          by: 'Pat Partner',
          frame: 50,
          frameOut: 75,
          timecode: '00:00:02:00',
          timecodeOut: '00:00:03:00',
          body: 'Cut earlier.',
          drawing: null,
        },
        { change: 'edited', frame: 12, frameOut: null, body: 'Cut erlier.', drawing },
      ]);
    }
  });

  it('is empty for a note never edited', async () => {
    const id = (await addNote(cast.partner, { frame: 12, body: 'Fine.' })).json().id;
    expect((await historyOf(cast.editor, id)).body).toEqual({ noteId: id, entries: [] });
  });

  it('is nobody else’s to read, and an unknown or malformed note is refused', async () => {
    const id = (await addNote(cast.partner, { frame: 12, body: 'Fine.' })).json().id;
    await edit(id, { frame: 13, fps, body: 'Fine, one later.' });
    for (const who of [cast.otherPartner, cast.otherEditor, cast.artist])
      expect((await historyOf(who, id)).status).toBe(404);
    const unknown = await historyOf(cast.partner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const malformed = await historyOf(cast.partner, 'not-a-note');
    expect(malformed.status).toBe(400);
  });
});
