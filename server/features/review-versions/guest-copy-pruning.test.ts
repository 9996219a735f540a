import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewVersionRoutes as routes } from '../../../common/api/review-versions.js';
import { callRoute } from '../../test/call-route.js';
import { orderPeople, useOrdersApp } from '../../test/orders.js';
import { runMedia, storeBytes, testMp4, twoVersions } from '../../test/review-versions.js';

// Each test encodes real MP4s with ffmpeg: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const { t, cast, clock } = useOrdersApp({ cast: (app) => orderPeople(app) });
let chain: Awaited<ReturnType<typeof twoVersions>>;

beforeEach(async () => {
  chain = await twoVersions(t, cast);
  await storeBytes(t, chain.v2File, testMp4(1, '25', '320x180'));
});

/** A link to v2 opened by Casey, with the copy made; answers the link and the copy's file. */
async function copyMade(expiresInDays = 7) {
  const created = await callRoute(t, routes.createLink, cast.partner, {
    body: { requestId: chain.v2Id, fileId: chain.v2File, expiresInDays } as never,
  });
  const { link, token } = created.body;
  await callRoute(t, routes.guestOpen, null, { body: { token, name: 'Casey Manager' } });
  await runMedia(t);
  const row = await t.db
    .selectFrom('guest_renditions')
    .selectAll()
    .where('link_id', '=', link.id)
    .executeTakeFirstOrThrow();
  expect(row.state).toBe('ready');
  const file = path.join(t.config.DATA_DIR, 'files', row.stored_name as string);
  expect(existsSync(file)).toBe(true);
  return { link, file };
}
const copiesOf = async (linkId: string) =>
  (await t.db.selectFrom('guest_renditions').select('id').where('link_id', '=', linkId).execute())
    .length;

describe('guest copies of ended links', () => {
  it('are deleted, bytes and row, by the next media run after a revoke', async () => {
    const { link, file } = await copyMade();
    const other = await copyMade();
    await callRoute(t, routes.revokeLink, cast.partner, { params: { id: link.id } });
    await runMedia(t);
    expect(await copiesOf(link.id)).toBe(0);
    expect(existsSync(file)).toBe(false);
    // The open link's copy stays.
    expect(await copiesOf(other.link.id)).toBe(1);
    expect(existsSync(other.file)).toBe(true);
  });

  it('are deleted once the link has expired, and not before', async () => {
    const { link, file } = await copyMade(1);
    clock.advanceHours(23);
    await runMedia(t);
    expect(existsSync(file)).toBe(true);
    clock.advanceHours(1.1);
    await runMedia(t);
    expect(await copiesOf(link.id)).toBe(0);
    expect(existsSync(file)).toBe(false);
  });

  it('leaves a copy a worker is making to a later run', async () => {
    const { link } = await copyMade();
    await t.db
      .updateTable('guest_renditions')
      .set({ state: 'working', claimed_at: clock.iso() })
      .where('link_id', '=', link.id)
      .execute();
    await callRoute(t, routes.revokeLink, cast.partner, { params: { id: link.id } });
    await runMedia(t, null);
    expect(await copiesOf(link.id)).toBe(1);
  });
});
