import type { TeamRole } from '../../common/api/teams.js';
import { call } from './call-route.js';
import { createUser, type TestUser } from './factories.js';
import { buildTestApp, type TestApp } from './test-app.js';

export type { TestApp } from './test-app.js';

// Shared set-up of the teams test files: the people of a team and a way to prove a refused call
// changed nothing.

/** An Admin, a Standard Partner, a Premium Partner, two editors, two artists and an all-rounder. */
export async function teamCast(t: TestApp) {
  const [admin, partner, premium, editor, editor2, artist, artist2, allrounder, affiliate] =
    await Promise.all([
      createUser(t, { accountType: 'Admin', name: 'Ada Admin' }),
      createUser(t, { accountType: 'Partner', name: 'Pat Partner', plan: 'Standard' }),
      createUser(t, { accountType: 'Partner', name: 'Pru Premium', plan: 'Premium' }),
      createUser(t, { accountType: 'Production', name: 'Eddie Editor', isEditor: true }),
      createUser(t, {
        accountType: 'Production',
        name: 'Edna Editor',
        isEditor: true,
        editSpeedDays: 4,
      }),
      createUser(t, { accountType: 'Production', name: 'Art Artist', isArtist: true }),
      createUser(t, {
        accountType: 'Production',
        name: 'Ari Artist',
        isArtist: true,
        thumbnailSpeedDays: 3,
      }),
      createUser(t, {
        accountType: 'Production',
        name: 'Al Rounder',
        isEditor: true,
        isArtist: true,
        editSpeedDays: 1,
        thumbnailSpeedDays: 1,
      }),
      createUser(t, { accountType: 'Affiliate', name: 'Alex Affiliate' }),
    ]);
  return { admin, partner, premium, editor, editor2, artist, artist2, allrounder, affiliate };
}

/** The people `teamCast` makes. */
export type TeamCast = Awaited<ReturnType<typeof teamCast>>;

/** A new test app with the teams cast in it. */
export async function teamsApp(): Promise<{ t: TestApp; cast: TeamCast }> {
  const t = await buildTestApp();
  return { t, cast: await teamCast(t) };
}

/** PUT /api/comm/team as `who`. */
export function putTeam(
  t: TestApp,
  who: TestUser,
  body: { uid1: string; uid2: string; relationship: unknown },
) {
  return call(t, who, 'PUT', '/api/comm/team', body);
}

/** DELETE /api/comm/team as `who`, with the relationship list as JSON in the query. */
export function deleteTeam(
  t: TestApp,
  who: TestUser,
  query: { uid1: string; uid2: string; relationship: string },
) {
  return call(t, who, 'DELETE', `/api/comm/team?${new URLSearchParams(query).toString()}`);
}

/** Puts a member on a team as an Admin, failing the test if refused. */
export async function addMember(
  t: TestApp,
  admin: TestUser,
  partner: TestUser,
  member: TestUser,
  roles: TeamRole[],
) {
  const res = await putTeam(t, admin, { uid1: partner.uid, uid2: member.uid, relationship: roles });
  if (res.statusCode !== 200) throw new Error(`addMember answered ${res.statusCode}: ${res.body}`);
}

/** GET as `who`. */
export function get(t: TestApp, who: TestUser | undefined, url: string) {
  return call(t, who, 'GET', url);
}

/** Every row of the teams tables and the users table, to compare before and after a refusal. */
export async function snapshot(t: TestApp): Promise<string> {
  const [relationships, groups, profiles, users, vacations] = await Promise.all([
    t.db.selectFrom('relationships').selectAll().orderBy('id').execute(),
    t.db.selectFrom('team_groups').selectAll().orderBy('id').execute(),
    t.db.selectFrom('staff_profiles').selectAll().orderBy('user_id').execute(),
    t.db.selectFrom('users').selectAll().orderBy('id').execute(),
    t.db.selectFrom('staff_vacations').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ relationships, groups, profiles, users, vacations });
}
