import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamBuilderEntries, type Friendship, teamRoutes } from '../../../common/api/teams.js';
import type { TeamCast, TestApp } from '../../test/teams.js';
import { addMember, deleteTeam, putTeam, snapshot, teamsApp } from '../../test/teams.js';
import { callRoute } from '../../test/call-route.js';

let t: TestApp;
let cast: TeamCast;
beforeEach(async () => {
  ({ t, cast } = await teamsApp());
  await addMember(t, cast.admin, cast.partner, cast.editor, ['Editor']);
  await addMember(t, cast.admin, cast.partner, cast.allrounder, ['Editor', 'Artist']);
});
afterEach(() => t.close());

const list = async (who: (typeof cast)['admin'], uid?: string): Promise<Friendship[]> => {
  const res = await callRoute(t, teamRoutes.friendships, who, { query: uid ? { uid } : {} });
  expect(res.status).toBe(200);
  return res.body;
};
const byName = (entries: Friendship[], name: string) => entries.find((e) => e.name === name);

describe('GET /api/comm/friendships', () => {
  it("gives a Partner themselves first, their team's group, every Admin and their team", async () => {
    const entries = await list(cast.partner);
    expect(entries[0]).toMatchObject({ uid: cast.partner.uid, self: true });
    expect(entries[1]).toMatchObject({
      accountType: 'Group',
      name: "Pat Partner's Team",
      relationship: ['Group'],
    });
    // Members are read when the group is opened (GET /api/comm/group/members).
    expect(entries[1]?.members).toBeUndefined();
    expect(byName(entries, 'Ada Admin')).toMatchObject({
      accountType: 'Admin',
      relationship: ['Default'],
    });
    expect(byName(entries, 'Al Rounder')).toMatchObject({
      accountType: 'Production',
      relationship: ['Editor', 'Artist'],
      staff: expect.objectContaining({ status: 'Available', editSpeed: 1, thumbnailSpeed: 1 }),
    });
    // Nobody outside the team shows up.
    expect(byName(entries, 'Art Artist')).toBeUndefined();
    expect(byName(entries, 'Pru Premium')).toBeUndefined();
  });

  it('turns into the Team Builder entries by the §3 rules', async () => {
    const entries = teamBuilderEntries(await list(cast.partner));
    expect(entries.map((e) => [e.name, e.accountType])).toEqual([
      ['Al Rounder', 'Editor'],
      ['Al Rounder', 'Artist'],
      ['Eddie Editor', 'Editor'],
    ]);
  });

  it('gives a staff member their clients with their roles there, the groups and the Admins', async () => {
    const entries = await list(cast.allrounder);
    expect(entries[0]).toMatchObject({ uid: cast.allrounder.uid, self: true });
    expect(entries.filter((e) => e.accountType === 'Group').map((e) => e.name)).toEqual([
      "Pat Partner's Team",
    ]);
    expect(byName(entries, 'Pat Partner')).toMatchObject({
      accountType: 'Partner',
      relationship: ['Editor', 'Artist'],
    });
    expect(byName(entries, 'Ada Admin')).toBeDefined();
    expect(byName(entries, 'Eddie Editor')).toBeUndefined();
  });

  it('gives an Affiliate themselves and the Admins only', async () => {
    const entries = await list(cast.affiliate);
    expect(entries.map((e) => e.name)).toEqual(['Alex Affiliate', 'Ada Admin']);
  });

  it('gives an Admin every group', async () => {
    await addMember(t, cast.admin, cast.premium, cast.artist, ['Artist']);
    const groups = (await list(cast.admin)).filter((e) => e.accountType === 'Group');
    expect(groups.map((g) => g.name)).toEqual(["Pat Partner's Team", "Pru Premium's Team"]);
  });

  it("lets an Admin load an emulated client's list, and nobody else", async () => {
    const emulated = await list(cast.admin, cast.partner.uid);
    expect(emulated[0]).toMatchObject({ uid: cast.partner.uid, self: true });
    const refused = await callRoute(t, teamRoutes.friendships, cast.editor, {
      query: { uid: cast.partner.uid },
    });
    expect(refused.status).toBe(403);
    const unknown = await callRoute(t, teamRoutes.friendships, cast.admin, {
      query: { uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await callRoute(t, teamRoutes.friendships, cast.admin, { query: { uid: "' OR 1=1" } }))
        .status,
    ).toBe(400);
    expect((await callRoute(t, teamRoutes.friendships, null)).status).toBe(401);
  });

  it('shows a plain contact to both sides until it is removed', async () => {
    const { admin, affiliate, artist } = cast;
    const put = await putTeam(t, admin, {
      uid1: affiliate.uid,
      uid2: artist.uid,
      relationship: ['Default'],
    });
    expect(put.json()).toEqual({ ok: true, relationship: ['Default'] });
    expect(byName(await list(affiliate), 'Art Artist')?.relationship).toEqual(['Default']);
    expect(byName(await list(artist), 'Alex Affiliate')?.relationship).toEqual(['Default']);
    // Default entries are contacts, not team members: the Team Builder skips them.
    expect(teamBuilderEntries(await list(affiliate))).toEqual([]);

    const before = await snapshot(t);
    const refused = await deleteTeam(t, affiliate, {
      uid1: artist.uid,
      uid2: affiliate.uid,
      relationship: '["Default"]',
    });
    expect(refused.statusCode).toBe(403);
    expect(await snapshot(t)).toBe(before);

    // Stored once, so it can be removed naming the two users in either order.
    await deleteTeam(t, admin, {
      uid1: artist.uid,
      uid2: affiliate.uid,
      relationship: '["Default"]',
    });
    expect(byName(await list(affiliate), 'Art Artist')).toBeUndefined();
  });
});
