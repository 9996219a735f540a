import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('demo channels', () => {
  it('gives the demo Partners their channel and every demo account a verified e-mail', async () => {
    t = await buildTestApp();
    await seedDemoData(t.db);
    const rows = await t.db
      .selectFrom('users')
      .select(['username', 'email_verified_at', 'youtube_channel_id', 'youtube_subscriber_count'])
      .orderBy('username')
      .execute();
    for (const row of rows) expect(row.email_verified_at, row.username).not.toBeNull();
    const partners = rows.filter((r) => r.youtube_channel_id !== null);
    expect(partners.map((r) => [r.username, r.youtube_subscriber_count])).toEqual([
      ['partner', 184_000],
      ['partner2', 312_500],
    ]);
  });
});
