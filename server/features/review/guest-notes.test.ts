import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewRoutes } from '../../../common/api/review.js';
import { reviewVersionRoutes as routes } from '../../../common/api/review-versions.js';
import { callRoute } from '../../test/call-route.js';
import { orderPeople, useOrdersApp } from '../../test/orders.js';
import { twoVersions } from '../../test/review-versions.js';

// The chain is made of real MP4s: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const { t, cast, clock } = useOrdersApp({ cast: (app) => orderPeople(app) });
let chain: Awaited<ReturnType<typeof twoVersions>>;
let token: string;
let linkId: string;
let guestToken: string;

beforeEach(async () => {
  chain = await twoVersions(t, cast);
  const created = await callRoute(t, routes.createLink, cast.partner, {
    body: { requestId: chain.v2Id, fileId: chain.v2File } as never,
  });
  token = created.body.token;
  linkId = created.body.link.id;
  const opened = await callRoute(t, routes.guestOpen, null, {
    body: { token, name: 'Casey Manager' },
  });
  guestToken = opened.body.guestToken;
});

const note = (extra: object = {}) => ({
  fileId: chain.v2File,
  frame: 12,
  fps: { num: 25, den: 1 },
  body: 'Logo is too small.',
  ...extra,
});
const add = (body: Record<string, unknown>) =>
  callRoute(t, reviewRoutes.guestAddNote, null, { body: body as never });
const list = (body: Record<string, unknown>) =>
  callRoute(t, reviewRoutes.guestNotes, null, { body: body as never });
// The tests of this file share one database, so each compares with its own starting count.
const notesCount = async () =>
  (
    await t.db
      .selectFrom('review_notes')
      .select('id')
      .where('guest_link_id', 'is not', null)
      .execute()
  ).length;

describe('guest notes', () => {
  it('adds a note under the guest’s name that the Partner sees marked as a guest’s', async () => {
    const res = await add({ token, guestToken, note: note() });
    expect(res.status).toBe(200);
    expect(res.body.author).toEqual({ name: 'Casey Manager', userId: null, guest: true });
    const row = await t.db.selectFrom('review_notes').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ guest_link_id: linkId, guest_name: 'Casey Manager' });
    const seen = await callRoute(t, reviewRoutes.notes, cast.partner, {
      params: { requestId: chain.v2Id },
    });
    expect(seen.body.notes.map((n) => n.author)).toEqual([
      { name: 'Casey Manager', userId: null, guest: true },
    ]);
    const guestList = await list({ token, guestToken });
    expect(guestList.body.notes.map((n) => n.body)).toEqual(['Logo is too small.']);
  });

  it('lists only the notes on the link’s one file', async () => {
    await callRoute(t, reviewRoutes.addNote, cast.partner, {
      params: { requestId: chain.v1.id },
      body: { ...note(), fileId: chain.v1File } as never,
    });
    const seen = (await list({ token, guestToken })).body.notes;
    expect(seen.every((n) => n.fileId === chain.v2File)).toBe(true);
    expect(seen.map((n) => n.body)).not.toContain('Logo is too small.');
  });

  it('refuses another file, a forged grant or another link’s grant, changing nothing', async () => {
    const before = await notesCount();
    expect((await add({ token, guestToken, note: note({ fileId: chain.v1File }) })).code).toBe(
      'not_found',
    );
    const forged = `${guestToken.split('.')[0]}.AAAA`;
    expect((await add({ token, guestToken: forged, note: note() })).code).toBe(
      'review_guest_grant',
    );
    expect((await list({ token, guestToken: forged })).code).toBe('review_guest_grant');
    const other = await callRoute(t, routes.createLink, cast.partner, {
      body: { requestId: chain.v2Id, fileId: chain.v2File } as never,
    });
    expect((await add({ token: other.body.token, guestToken, note: note() })).code).toBe(
      'review_guest_grant',
    );
    expect((await add({ token: 'A'.repeat(32), guestToken, note: note() })).code).toBe('not_found');
    expect(await notesCount()).toBe(before);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await notesCount();
    for (const body of [
      { token, guestToken, note: note({ body: 'x'.repeat(1001) }) },
      { token, guestToken, note: note({ frame: 'twelve' }) },
      { token, guestToken, note: note({ body: undefined }) },
      { token, guestToken },
      { token, note: note() },
      { token: 'short', guestToken, note: note() },
      { token, guestToken: 'x'.repeat(1001), note: note() },
    ]) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await notesCount()).toBe(before);
  });

  it('refuses notes once the link is revoked or expired', async () => {
    const before = await notesCount();
    await callRoute(t, routes.revokeLink, cast.partner, { params: { id: linkId } });
    expect((await add({ token, guestToken, note: note() })).code).toBe('review_link_gone');
    expect((await list({ token, guestToken })).code).toBe('review_link_gone');

    const fresh = await callRoute(t, routes.createLink, cast.partner, {
      body: { requestId: chain.v2Id, fileId: chain.v2File, expiresInDays: 1 } as never,
    });
    const opened = await callRoute(t, routes.guestOpen, null, {
      body: { token: fresh.body.token, name: 'Casey Manager' },
    });
    clock.advanceHours(25);
    const late = await add({
      token: fresh.body.token,
      guestToken: opened.body.guestToken,
      note: note(),
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(await notesCount()).toBe(before);
  });
});
