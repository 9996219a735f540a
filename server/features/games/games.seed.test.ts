import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.js';
import { gameRoutes } from '../../../common/api/games.js';
import { seedDemoData } from '../../db/seed.js';
import { signAccessToken } from '../../auth/tokens.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp({}, 'test');

describe('demo games', () => {
  it('give the demo Partner a confirmed Astral share this month and partner2 a free slot', async () => {
    await seedDemoData(app().db);
    const user = async (username: string) => {
      const row = await app()
        .db.selectFrom('users')
        .select(['id', 'account_type'])
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const token = await signAccessToken(app().jwtKey, {
        uid: row.id,
        accountType: row.account_type,
      });
      return { headers: { authorization: `Bearer ${token}` } };
    };
    const page = async (username: string) =>
      (await callRoute(app(), gameRoutes.mine, await user(username))).body;

    const partner = await page('partner');
    expect(partner.games).toHaveLength(1);
    // Standard with 5 approved videos: 1% + 19% x 5/8 = 12.875%, rounded to 12.88%, decaying to 1%.
    expect(partner.games[0]).toMatchObject({
      gameId: 'astral',
      thisMonth: { status: 'confirmed', startBp: 1288, floorBp: 100 },
      nextMonth: { status: 'projected' },
    });
    const premium = await page('partner2');
    expect(premium.games[0]?.thisMonth.startBp).toBe(4000);
    expect(premium.terms.used).toBe(1);
    expect(premium.available.find((g) => g.gameId === 'labyrinth')?.refusal).toBeNull();

    const review = (await callRoute(app(), gameRoutes.review, await user('admin'))).body;
    expect(review).toMatchObject({ closed: null, pendingVideos: 0 });
  });
});
