import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { pruneExpired } from './prune-expired.js';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('pruning', () => {
  it('deletes refresh tokens past their expiry and keeps live ones', async () => {
    t = await buildTestApp();
    await seedDemoData(t.db);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { username: 'partner', password: 'crewcast-demo-2026' },
      });
    await login();
    await login();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('refresh_tokens')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await pruneExpired(t.db, new Date())).toBe(0);
    expect(await count()).toBe(2);
    expect(await pruneExpired(t.db, new Date(Date.now() + 31 * 86_400_000))).toBe(2);
    expect(await count()).toBe(0);
  });
});
