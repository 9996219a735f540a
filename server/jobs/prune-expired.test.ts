import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed.js';
import { useTestApp } from '../test/use-test-app.js';
import { pruneExpired } from './prune-expired.js';

const app = useTestApp({}, 'test');

describe('pruning', () => {
  it('deletes refresh tokens past their expiry and keeps live ones', async () => {
    await seedDemoData(app().db);
    const login = () =>
      app().app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { username: 'partner', password: 'crewcast-demo-2026' },
      });
    await login();
    await login();
    const count = async () =>
      Number(
        (
          await app()
            .db.selectFrom('refresh_tokens')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await pruneExpired(app().db, new Date())).toBe(0);
    expect(await count()).toBe(2);
    expect(await pruneExpired(app().db, new Date(Date.now() + 31 * 86_400_000))).toBe(2);
    expect(await count()).toBe(0);
  });
});
