import { call } from './call-route.js';
import { createUser, type TestUser } from './factories.js';
import { buildTestApp, type TestApp } from './test-app.js';

// Shared set-up of the games test files: an app on a clock the test moves, its people, calls
// and a snapshot that proves a refused call changed nothing.

/** A test app whose clock is `clock.now`, which a test may move. */
export async function gamesApp(start = '2026-11-20T12:00:00.000Z', env?: Record<string, string>) {
  const clock = { now: new Date(start) };
  const t = await buildTestApp({ now: () => clock.now, ...(env ? { env } : {}) });
  return { t, clock };
}

/** An Admin, a Standard and a Premium Partner, an Affiliate and an editor. */
export async function gamesCast(t: TestApp) {
  const [admin, partner, premium, affiliate, editor] = await Promise.all([
    createUser(t, { accountType: 'Admin', name: 'Ada Admin' }),
    createUser(t, { accountType: 'Partner', name: 'Pat Partner', plan: 'Standard' }),
    createUser(t, { accountType: 'Partner', name: 'Pru Premium', plan: 'Premium' }),
    createUser(t, { accountType: 'Affiliate', name: 'Alex Affiliate' }),
    createUser(t, { accountType: 'Production', name: 'Eddie Editor', isEditor: true }),
  ]);
  return { admin, partner, premium, affiliate, editor };
}

/** An 11-character YouTube id made from a number, so every test video is its own. */
export const ytId = (n: number) => `vid${String(n).padStart(8, '0')}`;

/** A Booster video published on `day`. */
export const video = (n: number, day = '2026-11-10') => ({
  url: `https://www.youtube.com/watch?v=${ytId(n)}`,
  publishedOn: day,
});

/** Partners `who` with a game, failing the test if refused. */
export async function partnerWith(t: TestApp, who: TestUser, gameId: string) {
  const res = await call(t, who, 'POST', `/api/games/${gameId}/partnership`);
  if (res.statusCode !== 200)
    throw new Error(`partnership answered ${res.statusCode}: ${res.body}`);
}

/** Sends a Booster form, failing the test if refused; answers the stored submission. */
export async function boost(t: TestApp, who: TestUser, gameId: string, videos: unknown[]) {
  const res = await call(t, who, 'POST', `/api/games/${gameId}/boosts`, { videos, note: '' });
  if (res.statusCode !== 200) throw new Error(`boost answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: string; month: string; videos: Array<{ id: string }> };
}

/** Approves (or rejects) videos as an Admin, failing the test if refused. */
export async function decideAll(
  t: TestApp,
  admin: TestUser,
  ids: string[],
  status: 'approved' | 'rejected' = 'approved',
) {
  for (const id of ids) {
    const body = status === 'rejected' ? { status, reason: 'Not about the game.' } : { status };
    const res = await call(t, admin, 'PATCH', `/api/games/videos/${id}`, body);
    if (res.statusCode !== 200) throw new Error(`decide answered ${res.statusCode}: ${res.body}`);
  }
}

/** Every row of the games tables (lock rows aside), to compare before and after a refusal. */
export async function snapshot(t: TestApp): Promise<string> {
  const [partnerships, boosts, videos, closes, shares] = await Promise.all([
    t.db.selectFrom('game_partnerships').selectAll().orderBy('id').execute(),
    t.db.selectFrom('game_boosts').selectAll().orderBy('id').execute(),
    t.db.selectFrom('game_boost_videos').selectAll().orderBy('id').execute(),
    t.db.selectFrom('game_month_closes').selectAll().orderBy('month').execute(),
    t.db.selectFrom('game_shares').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ partnerships, boosts, videos, closes, shares });
}
