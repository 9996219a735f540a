import { teamRoutes } from '../../../common/api/teams.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeCursor, nextCursorHeader } from '../../../common/api/paging.js';
import type { GroupMembers, StaffOverview } from '../../../common/api/teams.js';
import { createUser } from '../../test/factories.js';
import type { TeamCast, TestApp } from '../../test/teams.js';
import { addMember, snapshot, teamsApp } from '../../test/teams.js';
import { callRoute, injectRaw, wrong, type RouteInput } from '../../test/call-route.js';

// The Admin's staff overview and contact list at any size: pages complete and in a stable
// order, bounds refused with 400, filters done by the server, nobody else let in.

let t: TestApp;
let cast: TeamCast;
beforeEach(async () => {
  ({ t, cast } = await teamsApp());
  for (let i = 0; i < 3; i += 1)
    await createUser(t, { accountType: 'Production', name: `Zed Crew ${i}`, isEditor: true });
});
afterEach(() => t.close());

type StaffQuery = RouteInput<typeof teamRoutes.staffOverview>['query'];
const staff = (query: StaffQuery) =>
  callRoute(t, teamRoutes.staffOverview, cast.admin, { query }).then((r) => r.raw);

async function staffPages(query: StaffQuery = {}) {
  const seen: StaffOverview['staff'] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await staff({ limit: '3', ...query, ...(cursor ? { cursor } : {}) });
    expect(res.statusCode).toBe(200);
    const body = res.json<StaffOverview>();
    expect(body.staff.length).toBeLessThanOrEqual(3);
    seen.push(...body.staff);
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { seen, pages };
}

describe('GET /api/staff pages', () => {
  it('serves every staff member exactly once across pages, in name order', async () => {
    const whole = await callRoute(t, teamRoutes.staffOverview, cast.admin, {
      query: { limit: '200' },
    });
    const all = whole.body.staff;
    expect(all).toHaveLength(8);
    expect(whole.body.nextCursor).toBeNull();
    const { seen, pages } = await staffPages();
    expect(pages).toBe(3);
    expect(seen.map((s) => s.uid)).toEqual(all.map((s) => s.uid));
    expect(new Set(seen.map((s) => s.uid)).size).toBe(8);
    const names = seen.map((s) => s.name);
    expect(names).toEqual([...names].sort());
  });

  it('answers a bounded first page without paging parameters', async () => {
    const res = await callRoute(t, teamRoutes.staffOverview, cast.admin);
    expect(res.status).toBe(200);
    expect(res.body.staff).toHaveLength(8);
  });

  it('pages by username too', async () => {
    const { seen } = await staffPages({ sort: 'username' });
    const usernames = seen.map((s) => s.username.toLowerCase());
    expect(usernames).toEqual([...usernames].sort());
    expect(seen).toHaveLength(8);
  });

  it('filters by part of a name or username and by chosen status, in SQL', async () => {
    const zed = (await staffPages({ q: 'zed crew' })).seen;
    expect(zed.map((s) => s.name)).toEqual(['Zed Crew 0', 'Zed Crew 1', 'Zed Crew 2']);
    await t.db
      .insertInto('staff_profiles')
      .values({
        user_id: cast.editor.uid,
        status: 'Busy',
        busy_link: null,
        busy_title: null,
        vacation_start: null,
        vacation_end: null,
        tier: 1,
        payout_method: null,
        paypal: null,
        paysend: null,
        status_set_by: null,
        status_set_at: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const busy = (await staffPages({ status: 'Busy' })).seen;
    expect(busy.map((s) => s.uid)).toEqual([cast.editor.uid]);
    expect((await staffPages({ status: 'Available' })).seen).toHaveLength(7);
    expect((await staffPages({ q: 'nobody' })).seen).toEqual([]);
  });

  it('answers exactly the staff members named in a comma-separated uid, and no one else', async () => {
    const uids = [cast.editor.uid, cast.artist.uid, cast.partner.uid];
    const res = await callRoute(t, teamRoutes.staffOverview, cast.admin, {
      query: { uid: uids.join(',') },
    });
    expect(res.status).toBe(200);
    const { staff, nextCursor } = res.body;
    // The Partner is not staff, so only the two staff members come back.
    expect(staff.map((s) => s.uid).sort()).toEqual([cast.editor.uid, cast.artist.uid].sort());
    expect(nextCursor).toBeNull();
    const one = await callRoute(t, teamRoutes.staffOverview, cast.admin, {
      query: { uid: cast.editor.uid },
    });
    expect(one.body.staff.map((s) => s.uid)).toEqual([cast.editor.uid]);
  });

  it.each<[string, Record<string, string>]>([
    ['an empty uid', { uid: '' }],
    [
      'a uid list with one that is not a uid',
      { uid: `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)},x` },
    ],
    [
      'a uid list of more than a page',
      {
        uid: Array.from(
          { length: 201 },
          (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ).join(','),
      },
    ],
    ['a limit over the bound', { limit: '201' }],
    ['a negative limit', { limit: '-1' }],
    ['a limit of zero', { limit: '0' }],
    ['a limit that is not a number', { limit: 'ten' }],
    ['a cursor that is not one', { cursor: 'not-a-cursor!' }],
    ['a cursor of another shape', { cursor: encodeCursor([1]) }],
    ['an over-long filter', { q: 'x'.repeat(65) }],
    ['an unknown status', { status: 'Asleep' }],
    ['an unknown order', { sort: 'rating' }],
  ])('refuses %s with 400 and changes nothing', async (_, query) => {
    const before = await snapshot(t);
    const res = await staff(wrong(query));
    expect(res.statusCode).toBe(400);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses anyone but an Admin', async () => {
    for (const who of [cast.partner, cast.editor, cast.affiliate]) {
      const res = await callRoute(t, teamRoutes.staffOverview, who);
      expect(res.status).toBe(403);
    }
  });
});

describe('GET /api/comm/friendships pages groups', () => {
  beforeEach(async () => {
    await addMember(t, cast.admin, cast.partner, cast.editor, ['Editor']);
    await addMember(t, cast.admin, cast.premium, cast.editor2, ['Editor']);
    for (let i = 0; i < 3; i += 1) {
      const partner = await createUser(t, { accountType: 'Partner', name: `Pia ${i}` });
      await addMember(t, cast.admin, partner, cast.artist, ['Artist']);
    }
  });

  it('gives an Admin every group once across pages, without members, the people on the first', async () => {
    const first = await callRoute(t, teamRoutes.friendships, cast.admin, { query: { limit: '2' } });
    expect(first.status).toBe(200);
    const entries = first.body;
    const groups = entries.filter((e) => e.accountType === 'Group');
    expect(groups).toHaveLength(2);
    expect(entries[0]).toMatchObject({ uid: cast.admin.uid, self: true });
    const seen = [...groups];
    let cursor = first.raw.headers[nextCursorHeader] as string | undefined;
    while (cursor) {
      const next = await callRoute(t, teamRoutes.friendships, cast.admin, {
        query: { limit: '2', cursor },
      });
      expect(next.status).toBe(200);
      const page = next.body;
      expect(page.every((e) => e.accountType === 'Group')).toBe(true);
      seen.push(...page);
      cursor = next.raw.headers[nextCursorHeader] as string | undefined;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((g) => g.uid)).size).toBe(5);
    expect(seen.every((g) => g.members === undefined)).toBe(true);
    const names = seen.map((g) => g.name);
    expect(names).toEqual([...names].sort());
  });

  it('refuses bad paging with 400', async () => {
    for (const limit of ['201', '-3', 'x']) {
      const res = await callRoute(t, teamRoutes.friendships, cast.admin, { query: { limit } });
      expect(res.status).toBe(400);
    }
    const cursor = await injectRaw(t, 'a cursor that is not even percent-encoded', {
      method: 'GET',
      url: `${teamRoutes.friendships.path}?cursor=%%%`,
      headers: cast.admin.headers,
    });
    expect(cursor.statusCode).toBe(400);
  });

  it("lists a group's members to its members and Admins only", async () => {
    const partnerGroup = (await callRoute(t, teamRoutes.friendships, cast.partner)).body.find(
      (e) => e.accountType === 'Group',
    )!;
    const members = (who: typeof cast.partner) =>
      callRoute(t, teamRoutes.groupMembers, who, { query: { id: partnerGroup.uid } }).then(
        (r) => r.raw,
      );
    const mine = await members(cast.partner);
    expect(mine.statusCode).toBe(200);
    const uids = mine.json<GroupMembers>().members.map((m) => m.uid);
    expect(uids).toEqual(
      expect.arrayContaining([cast.partner.uid, cast.editor.uid, cast.admin.uid]),
    );
    expect((await members(cast.admin)).statusCode).toBe(200);
    expect((await members(cast.premium)).statusCode).toBe(404);
    expect(
      (await callRoute(t, teamRoutes.groupMembers, cast.partner, { query: { id: 'nope' } })).status,
    ).toBe(400);
    expect((await callRoute(t, teamRoutes.groupMembers, cast.partner)).status).toBe(400);
  });
});
