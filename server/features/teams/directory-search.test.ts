import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamRoutes } from '../../../common/api/teams.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { createUser } from '../../test/factories.js';
import type { TeamCast, TestApp } from '../../test/teams.js';
import { addMember, putTeam, snapshot, teamsApp } from '../../test/teams.js';

let t: TestApp;
let cast: TeamCast;
beforeEach(async () => ({ t, cast } = await teamsApp()));
afterEach(() => t.close());

type Params = Record<string, string | number | object>;
// The filters travel as JSON in the query; the query is kept loose because the tests of bad
// input send what the contract refuses.
const searchAs = (who: (typeof cast)['admin'] | null, params: Params) => {
  const query = Object.entries({ method: 'search', db: 'users', column: 'Username', ...params });
  const encoded = query.map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : v]);
  return callRoute(t, teamRoutes.userData, who, {
    query: wrong(Object.fromEntries(encoded)),
  }).then((r) => r.raw);
};
const search = async (who: (typeof cast)['admin'], params: Params = {}) => {
  const res = await searchAs(who, params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    rows: Array<{ Username: string; AccountType: string; IsEditor: boolean }>;
    total: number;
    pages: number;
    page: number;
  };
};

describe('GET /api/user/data?method=search', () => {
  it('finds usernames containing the value in any case, 9 to a page from page 1', async () => {
    for (let i = 0; i < 11; i += 1)
      await createUser(t, { username: `Streamer_${String(i).padStart(2, '0')}` });
    const first = await search(cast.admin, { value: 'STREAMER', count: 9 });
    expect(first.total).toBe(11);
    expect(first.pages).toBe(2);
    expect(first.page).toBe(1);
    expect(first.rows).toHaveLength(9);
    expect(first.rows[0]?.Username).toBe('Streamer_00');
    const second = await search(cast.admin, { value: 'streamer', page: 2 });
    expect(second.rows.map((r) => r.Username)).toEqual(['Streamer_09', 'Streamer_10']);
    // Defaults: page 1, 9 a page.
    expect((await search(cast.admin, { value: 'streamer' })).rows).toHaveLength(9);
  });

  it('keeps only whitelisted editors and leaves out blacklisted usernames', async () => {
    const { admin, editor, editor2, allrounder } = cast;
    const editors = await search(admin, {
      whitelists: [
        { column: 'IsEditor', db: 'productioninformation', values: [1] },
        { column: 'AccountType', db: 'users', values: ['Production'] },
      ],
      blacklists: [{ column: 'Username', values: [editor.username.toUpperCase()] }],
    });
    expect(editors.rows.map((r) => r.Username).sort()).toEqual(
      [editor2.username, allrounder.username].sort(),
    );
    expect(editors.rows.every((r) => r.IsEditor)).toBe(true);
    const none = await search(admin, {
      whitelists: [{ column: 'Username', db: 'users', values: [] }],
    });
    expect(none.total).toBe(0);
  });

  it('lets everyone but Admins find only their own contacts, whatever the filters say', async () => {
    const { admin, partner, premium, editor, editor2, artist, affiliate } = cast;
    await addMember(t, admin, partner, editor, ['Editor']);
    const names = async (who: typeof admin, params: Params = {}) =>
      (await search(who, params)).rows.map((r) => r.Username).sort();

    // Staff: their clients and the Admins (support), never another Partner or staff member.
    expect(await names(editor)).toEqual([admin.username, partner.username].sort());
    const partnersOnly = [{ column: 'AccountType', db: 'users', values: ['Partner'] }];
    expect(await names(editor, { whitelists: partnersOnly })).toEqual([partner.username]);
    expect(await names(editor, { value: premium.username })).toEqual([]);
    // Partners: their team and the Admins.
    expect(await names(partner)).toEqual([admin.username, editor.username].sort());
    expect(await names(premium)).toEqual([admin.username]);
    expect(await names(partner, { value: artist.username })).toEqual([]);
    // Affiliates: the Admins, plus the plain contacts an Admin made for them.
    expect(await names(affiliate)).toEqual([admin.username]);
    await putTeam(t, admin, { uid1: affiliate.uid, uid2: editor2.uid, relationship: ['Default'] });
    expect(await names(affiliate)).toEqual([admin.username, editor2.username].sort());
    // Admins find everyone.
    expect((await search(admin)).total).toBe(9);
    expect((await searchAs(null, {})).statusCode).toBe(401);
  });

  it('does not list accounts that are not verified', async () => {
    await createUser(t, { username: 'ghost_user', verified: false });
    expect((await search(cast.admin, { value: 'ghost' })).total).toBe(0);
  });

  it('treats SQL and wildcards in the value as plain text', async () => {
    await createUser(t, { username: 'percent_guy' });
    const before = await snapshot(t);
    for (const value of ["'; DROP TABLE users; --", "x' OR '1'='1", '%', '_%_']) {
      const res = await search(cast.admin, { value });
      expect(res.total, value).toBe(0);
    }
    expect((await search(cast.admin, { value: 't_g' })).total).toBe(1);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a table, column or filter outside the whitelist with a 400', async () => {
    const cases: Params[] = [
      { db: 'refresh_tokens' },
      { db: 'users; DROP TABLE users' },
      { column: 'password_hash' },
      { column: 'Email' },
      { blacklists: [{ column: 'password_hash', values: ['x'] }] },
      { whitelists: [{ column: 'Username', db: 'verifications', values: ['x'] }] },
      { whitelists: [{ column: 'Tier', db: 'productioninformation', values: [1] }] },
      { whitelists: [{ column: 'IsEditor', db: 'productioninformation', values: ['maybe'] }] },
      { whitelists: [{ column: 'AccountType', db: 'users', values: ['Boss'] }] },
      { blacklists: 'not json' as unknown as object },
      { blacklists: { column: 'Username', values: [] } },
      { value: 'x'.repeat(65) },
      { page: 0 },
      { page: 'two' },
      { count: 51 },
      { method: 'dump' },
    ];
    const before = await snapshot(t);
    for (const params of cases) {
      const res = await searchAs(cast.admin, params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
    // Filters that are not JSON at all.
    const blacklist = await searchAs(cast.admin, { blacklists: '[oops' });
    expect(blacklist.statusCode).toBe(400);
    expect(await snapshot(t)).toBe(before);
  });
});
