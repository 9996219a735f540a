import { describe, expect, it, vi } from 'vitest';
import { reviewRoutes } from '../../../common/api/review.js';
import { callRoute, wrong } from '../../test/call-route.js';
import type { TestUser } from '../../test/factories.js';
import { orderPeople, useOrdersApp } from '../../test/orders.js';
import { pdfImageCount, pdfText } from '../../test/pdf-text.js';
import { twoVersions } from '../../test/review-versions.js';

// The printable PDF of the notes: each note's timecode, author, state and text beside a
// picture of its frame, which the server cuts from the reviewed video with ffmpeg.

// ffmpeg encodes the test videos and cuts the pictures: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const { t, cast } = useOrdersApp({
  cast: (app) => orderPeople(app),
  env: { MEDIA_TOOLS: 'auto' },
});

const fps = { num: 30000, den: 1001 };

async function notedVersion() {
  const chain = await twoVersions(t, cast);
  const note = (who: TestUser, body: object) =>
    callRoute(t, reviewRoutes.addNote, who, {
      params: { requestId: chain.v1.id },
      body: { fileId: chain.v1File, fps, ...body } as never,
    });
  const drawn = await note(cast.partner, {
    frame: 30,
    body: 'Logo too small here.',
    drawing: [{ kind: 'rect', from: [0.1, 0.1], to: [0.5, 0.5], color: 'red' }],
  });
  expect(drawn.status).toBe(200);
  await note(cast.editor, { frame: 45, frameOut: 60, body: 'Fade out over these frames.' });
  return chain;
}

const printout = (who: TestUser, orderId: string, query = {}) =>
  callRoute(t, reviewRoutes.exportPdf, who, { params: { requestId: orderId }, query });

describe('the notes as a printable PDF', () => {
  it('lists each note with its timecode, author, state and text, and a picture of its frame', async () => {
    const { v1 } = await notedVersion();
    const { raw } = await printout(cast.editor, v1.id, { start: '01:00:00;00' });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('application/pdf');
    expect(raw.headers['content-disposition']).toContain('-v1-notes.pdf');
    const pdf = raw.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('2 notes · 29.97 fps · timecodes from 01:00:00;00');
    expect(text).toContain('#1 · 01:00:01;00 · frame 30');
    expect(text).toContain('Pat Partner · Open');
    expect(text).toContain('Logo too small here.');
    expect(text).toContain('#2 · 01:00:01;15 – 01:00:02;00 · frames 45–60');
    expect(text).toContain('Eddie Editor · Open');
    expect(text).toContain('Fade out over these frames.');
    expect(pdfImageCount(pdf)).toBe(2);
  });

  it('prints the notes a revision was asked with, for the editor working through them', async () => {
    const { v1 } = await notedVersion();
    const { raw } = await printout(cast.partner, v1.id, { list: 'asked' });
    // v1 is not a revision: it was asked with nothing.
    expect(raw.statusCode).toBe(200);
    expect(pdfText(raw.rawPayload)).toContain('No notes yet.');
    expect(pdfImageCount(raw.rawPayload)).toBe(0);
  });

  it('answers a stranger 404 and bad input 400, telling nothing of the notes', async () => {
    const { v1 } = await notedVersion();
    const stranger = await printout(cast.otherPartner, v1.id);
    expect(stranger.status).toBe(404);
    expect(stranger.code).toBe('not_found');
    expect((await printout(cast.partner, wrong('not-an-id'))).status).toBe(400);
    const badStart = await printout(cast.partner, v1.id, { start: wrong('one hour') });
    expect(badStart.status).toBe(400);
    // A timecode that does not exist at the notes' rate (29.97 drops 00 and 01 each minute).
    const dropped = await printout(cast.partner, v1.id, { start: '00:01:00;00' });
    expect(dropped.code).toBe('review_bad_start');
    expect((await printout(cast.partner, v1.id, { list: wrong('all') })).status).toBe(400);
    const anonymous = await callRoute(t, reviewRoutes.exportPdf, null, {
      params: { requestId: v1.id },
    });
    expect(anonymous.status).toBe(401);
  });
});
