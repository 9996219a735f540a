import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp({}, 'test');

describe('demo channels', () => {
  it('gives the demo Partners their channel and every demo account a verified e-mail', async () => {
    await seedDemoData(app().db);
    const rows = await app()
      .db.selectFrom('users')
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
