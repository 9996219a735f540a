import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewVersionRoutes as routes } from '../../../common/api/review-versions.js';
import type { TestUser } from '../../test/factories.js';
import { insertOrderFile, orderPeople, useOrdersApp } from '../../test/orders.js';
import { runMedia, twoVersions } from '../../test/review-versions.js';
import { fillPath } from '../../../common/api/contract.js';
import { call, callRoute, wrong } from '../../test/call-route.js';

// Each test makes real MP4s and hashes passwords with argon2: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const { t, cast, clock } = useOrdersApp({ cast: (app) => orderPeople(app) });
let chain: Awaited<ReturnType<typeof twoVersions>>;

beforeEach(async () => {
  chain = await twoVersions(t, cast);
});

const create = (who: TestUser | null, body: Record<string, unknown>) =>
  callRoute(t, routes.createLink, who, {
    body: { requestId: chain.v2Id, fileId: chain.v2File, ...body } as never,
  });
const open = (token: string, name = 'Casey Manager', password?: string) =>
  callRoute(t, routes.guestOpen, null, {
    body: { token, name, ...(password === undefined ? {} : { password }) },
  });
/** Opens a link and waits for the media job to make the guest's copy; answers both. */
const openReady = async (token: string, name = 'Casey Manager') => {
  const opened = (await open(token, name)).body;
  await runMedia(t);
  const video = await callRoute(t, routes.guestVideo, null, {
    body: { token, guestToken: opened.guestToken },
  });
  return { ...opened, ...video.body };
};
const linkCount = async () => (await t.db.selectFrom('review_links').select('id').execute()).length;

describe('creating a guest link', () => {
  it('answers a 192-bit token once and keeps only its hash, for 7 days by default', async () => {
    const res = await create(cast.partner, {});
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.body.link).toMatchObject({ version: 2, hasPassword: false, allowDownload: false });
    expect(Date.parse(res.body.link.expiresTime) - clock.now().getTime()).toBe(7 * 86_400_000);
    const row = await t.db.selectFrom('review_links').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(res.body.token);
    expect(row.token_hash).toHaveLength(64);
  });

  it('is the Partner’s alone: staff get 403, another Partner 404, nothing stored', async () => {
    const before = await linkCount();
    expect((await create(cast.editor, {})).code).toBe('forbidden');
    expect((await create(cast.otherPartner, {})).code).toBe('not_found');
    expect((await create(null, {})).status).toBe(401);
    expect(await linkCount()).toBe(before);
  });

  it('refuses a file that is not this version’s delivery', async () => {
    const before = await linkCount();
    expect((await create(cast.partner, { fileId: chain.v1File })).code).toBe(
      'review_file_not_delivered',
    );
    const raw = await insertOrderFile(t, { ...chain.v1, id: chain.v2Id }, { layer: 1 });
    expect((await create(cast.partner, { fileId: raw })).code).toBe('review_file_not_delivered');
    expect(await linkCount()).toBe(before);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await linkCount();
    for (const body of [
      { expiresInDays: 0 },
      { expiresInDays: 31 },
      { expiresInDays: 'seven' },
      { password: 'short' },
      { password: 'x'.repeat(201) },
      { allowDownload: 'yes' },
      { fileId: 'nope' },
      { requestId: undefined },
    ]) {
      const res = await create(cast.partner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await linkCount()).toBe(before);
  });
});

describe('a guest opening a link', () => {
  it('watches the one file under their name, and each view is recorded', async () => {
    const { token, link } = (await create(cast.partner, { allowDownload: true })).body;
    const info = await callRoute(t, routes.guestInfo, null, { body: { token } });
    expect(info.body).toMatchObject({ version: 2, needsPassword: false });
    const res = await openReady(token);
    expect(res).toMatchObject({ guestName: 'Casey Manager', version: 2, videoState: 'ready' });
    expect(res.videoUrl).toContain(
      `${fillPath(routes.guestMedia.path, { linkId: link.id })}?access=`,
    );
    expect(res.downloadUrl).toContain(link.id);
    const video = await call(t, undefined, 'GET', res.videoUrl as string);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-disposition']).toContain('inline');
    // The signed link is for that one link: another link's path refuses it.
    const other = (res.videoUrl as string).replace(link.id, '7f1c2d3e-0000-4000-8000-000000000000');
    expect((await call(t, undefined, 'GET', other)).statusCode).toBe(401);
    await open(token, 'Second Viewer');
    const list = await callRoute(t, routes.links, cast.partner, {
      params: { requestId: chain.v1.id },
    });
    const views = list.body.links.find((l) => l.id === link.id)?.views;
    expect(views?.map((v) => v.guestName)).toEqual(['Casey Manager', 'Second Viewer']);
  });

  it('offers no download unless the Partner allowed it', async () => {
    const { token } = (await create(cast.partner, {})).body;
    expect((await open(token)).body.downloadUrl).toBeNull();
  });

  it('asks for the password, refuses a wrong one, and slows down guessing', async () => {
    const { token } = (await create(cast.partner, { password: 'correct horse' })).body;
    expect(
      (await callRoute(t, routes.guestInfo, null, { body: { token } })).body.needsPassword,
    ).toBe(true);
    expect((await open(token)).code).toBe('review_link_password');
    expect((await open(token, 'Casey', 'wrong guess')).code).toBe('review_link_password');
    expect((await open(token, 'Casey', 'correct horse')).status).toBe(200);
    for (let i = 0; i < 8; i += 1) await open(token, 'Casey', `guess ${i}`);
    expect((await open(token, 'Casey', 'correct horse')).code).toBe('rate_limited');
    // Guessing from one address never locks the invited guest out from theirs.
    const elsewhere = await callRoute(t, routes.guestOpen, null, {
      body: { token, name: 'Casey', password: 'correct horse' },
      remoteAddress: '198.51.100.23',
    });
    expect(elsewhere.status).toBe(200);
  });

  it('stops at its expiry', async () => {
    const { token } = (await create(cast.partner, { expiresInDays: 1 })).body;
    clock.advanceHours(25);
    expect((await open(token)).code).toBe('review_link_gone');
    expect((await callRoute(t, routes.guestInfo, null, { body: { token } })).code).toBe(
      'review_link_gone',
    );
  });

  it('stops once revoked; only its Partner (or an Admin) may revoke it', async () => {
    const { token, link } = (await create(cast.partner, {})).body;
    const revoke = (who: TestUser) =>
      callRoute(t, routes.revokeLink, who, { params: { id: link.id } });
    expect((await revoke(cast.otherPartner)).code).toBe('not_found');
    expect((await revoke(cast.editor)).code).toBe('not_found');
    expect((await open(token)).status).toBe(200);
    expect((await revoke(cast.partner)).status).toBe(200);
    expect((await open(token)).code).toBe('review_link_gone');
    // An Admin ending a Partner's link changes who may watch: the audit log has it.
    const second = (await create(cast.partner, {})).body;
    const byAdmin = await callRoute(t, routes.revokeLink, cast.admin, {
      params: { id: second.link.id },
    });
    expect(byAdmin.status).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'subject_id'])
      .where('action', '=', 'review.link_revoked')
      .execute();
    expect(audit).toEqual([{ actor_id: cast.admin.uid, subject_id: second.link.id }]);
    const unknown = await callRoute(t, routes.revokeLink, cast.partner, {
      params: { id: '7f1c2d3e-0000-4000-8000-000000000000' },
    });
    expect(unknown.code).toBe('not_found');
  });

  it('stops the video a guest was given at its next request once revoked or expired', async () => {
    const { token, link } = (await create(cast.partner, { allowDownload: true, expiresInDays: 1 }))
      .body;
    const opened = await openReady(token);
    const range = (url: string | null) =>
      t.app.inject({ method: 'GET', url: url as string, headers: { range: 'bytes=0-99' } });
    const playing = await range(opened.videoUrl);
    expect(playing.statusCode).toBe(206);
    expect(playing.headers['content-range']).toMatch(/^bytes 0-99\//);
    expect(playing.rawPayload).toHaveLength(100);
    expect(
      (await callRoute(t, routes.revokeLink, cast.partner, { params: { id: link.id } })).status,
    ).toBe(200);
    for (const url of [opened.videoUrl, opened.downloadUrl]) {
      const gone = await range(url);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().error.code).toBe('review_link_gone');
    }

    // A link's media links last no longer than the link: the URL fails once it expires.
    const second = (await create(cast.partner, { expiresInDays: 1 })).body;
    clock.advanceHours(23.5);
    const late = await openReady(second.token);
    expect((await range(late.videoUrl)).statusCode).toBe(206);
    clock.advanceHours(0.6);
    expect((await range(late.videoUrl)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await range(late.videoUrl)).statusCode).toBeLessThan(500);
  });

  it('answers 404 to an unknown token, 400 to a malformed one or a missing name', async () => {
    const { token } = (await create(cast.partner, {})).body;
    expect((await open('A'.repeat(32))).code).toBe('not_found');
    const bad = await callRoute(t, routes.guestOpen, null, {
      body: { token: wrong('x'), name: 'A' },
    });
    expect(bad.status).toBe(400);
    const noName = await callRoute(t, routes.guestOpen, null, { body: wrong({ token }) });
    expect(noName.status).toBe(400);
    const long = await callRoute(t, routes.guestOpen, null, {
      body: {
        token,
        name: 'x'.repeat(61),
      },
    });
    expect(long.status).toBe(400);
  });

  it('limits how often one address may try links', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9' };
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      const res = await callRoute(t, routes.guestInfo, null, {
        headers: address,
        remoteAddress: '203.0.113.9',
        body: { token: 'B'.repeat(32) },
      });
      last = res.status;
    }
    expect(last).toBe(429);
  });
});
