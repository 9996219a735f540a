import { describe, expect, it } from 'vitest';
import { callRoute, wrong } from '../../test/call-route.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { teamsRepository } from './teams.repository.js';
import { teamsDirectory } from './teams.public.js';
import { useTestApp } from '../../test/use-test-app.js';
import type { TestUser } from '../../test/factories.js';
import { addMember, snapshot, teamCast } from '../../test/teams.js';

let cast: Awaited<ReturnType<typeof teamCast>>;
// The server's clock, moved by the tests that need a later day.
let clock = new Date('2026-12-01T10:00:00Z');

const app = useTestApp({ now: () => clock }, 'test');
async function start() {
  clock = new Date('2026-12-01T10:00:00Z');
  cast = await teamCast(app());
}

/** GET /api/user/data for one's own production information. */
const getInfo = (who: TestUser) =>
  callRoute(app(), teamRoutes.userData, who, {
    query: { method: 'id', db: 'productioninformation' },
  }).then((r) => r.raw);
/** GET /api/staff/work; the query is kept loose for the tests of bad ranges. */
const work = (who: TestUser, query: Record<string, string>) =>
  callRoute(app(), teamRoutes.work, who, { query: wrong(query) }).then((r) => r.raw);
const postInfo = (who: TestUser, body: object, query = '?method=id&db=productioninformation') =>
  callRoute(app(), teamRoutes.updateUserData, who, {
    query: wrong(Object.fromEntries(new URLSearchParams(query))),
    body: wrong(body),
  }).then((r) => r.raw);
const setStatus = (who: TestUser, body: object) =>
  callRoute(app(), teamRoutes.setStatus, who, { body: wrong(body) }).then((r) => r.raw);
const teamStatus = async (member: TestUser) => {
  const { raw: res } = await callRoute(app(), teamRoutes.team, cast.partner);
  return res.json().members.find((m: { uid: string }) => m.uid === member.uid);
};

describe('production information (Settings, Your Wallet)', () => {
  it('starts empty, and the first account saved becomes the payout method', async () => {
    await start();
    const { editor } = cast;
    const first = await getInfo(editor);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      PayPal: null,
      Paysend: null,
      PayoutMethod: null,
      IsEditor: true,
      IsArtist: false,
      EditSpeed: 2,
      ThumbnailSpeed: null,
      Tier: 1,
    });
    const saved = await postInfo(editor, {
      values: editor.uid,
      columnName: 'PayPal',
      newValue: '  eddie@example.com ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ PayPal: 'eddie@example.com', PayoutMethod: 'PayPal' });

    await postInfo(editor, {
      values: [editor.uid],
      columnName: 'Paysend',
      newValue: '+44 7700 900123',
    });
    const switched = await postInfo(editor, {
      values: editor.uid,
      columnName: 'PayoutMethod',
      newValue: 'Paysend',
    });
    expect(switched.json()).toMatchObject({
      PayPal: 'eddie@example.com',
      Paysend: '+44 7700 900123',
      PayoutMethod: 'Paysend',
    });
    expect((await getInfo(editor)).json().PayoutMethod).toBe('Paysend');
  });

  it('refuses a payout method without an account', async () => {
    await start();
    const { artist } = cast;
    const before = await snapshot(app());
    const res = await postInfo(artist, {
      values: artist.uid,
      columnName: 'PayoutMethod',
      newValue: 'Paysend',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'payout_account_missing',
      message: 'Add your Paysend account before choosing it for payouts.',
    });
    expect(await snapshot(app())).toBe(before);
  });

  it("refuses a staff member editing another's settings, and anyone not staff", async () => {
    await start();
    const { editor, artist, admin, partner } = cast;
    const before = await snapshot(app());
    const other = await postInfo(editor, {
      values: artist.uid,
      columnName: 'PayPal',
      newValue: 'thief@example.com',
    });
    expect(other.statusCode).toBe(403);
    for (const who of [admin, partner]) {
      const res = await postInfo(who, {
        values: who.uid,
        columnName: 'PayPal',
        newValue: 'x@example.com',
      });
      expect(res.statusCode).toBe(403);
      expect((await getInfo(who)).statusCode).toBe(403);
    }
    expect(await snapshot(app())).toBe(before);
  });

  it("refuses an empty value with 'Please enter a value', and other bad input, changing nothing", async () => {
    await start();
    const { editor } = cast;
    const before = await snapshot(app());
    const empty = await postInfo(editor, {
      values: editor.uid,
      columnName: 'Paysend',
      newValue: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors.newValue).toBe('Please enter a value');
    const cases: Array<[object, string?]> = [
      [{ values: editor.uid, columnName: 'Paysend', newValue: 'x'.repeat(51) }],
      [{ values: editor.uid, columnName: 'PayPal', newValue: 'not-an-email' }],
      [{ values: editor.uid, columnName: 'PayoutMethod', newValue: 'Bitcoin' }],
      [{ values: editor.uid, columnName: 'Tier', newValue: '3' }],
      [{ values: editor.uid, columnName: 'IsEditor', newValue: '1' }],
      [{ values: editor.uid, columnName: 'paypal; DROP TABLE users', newValue: 'a' }],
      [{ values: editor.uid, columnName: 'Paysend', newValue: 42 }],
      [{ values: [editor.uid, editor.uid], columnName: 'Paysend', newValue: 'abc' }],
      [{ columnName: 'Paysend', newValue: 'abc' }],
      [{ values: editor.uid, columnName: 'Paysend', newValue: 'abc' }, '?method=id&db=users'],
      [{ values: editor.uid, columnName: 'Paysend', newValue: 'abc' }, '?method=search&db=users'],
    ];
    for (const [body, query] of cases) {
      const res = await postInfo(editor, body, query);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await callRoute(app(), teamRoutes.userData, editor, {
          query: wrong({ method: 'id', db: 'users' }),
        })
      ).raw.statusCode,
    ).toBe(400);
    expect(await snapshot(app())).toBe(before);
  });
});

describe('staff status (Staff Scheduler)', () => {
  it('takes a staff member on vacation off the offered team members, and back after it', async () => {
    await start();
    const { admin, partner, editor } = cast;
    await addMember(app(), admin, partner, editor, ['Editor']);
    const res = await setStatus(editor, {
      status: 'Vacation',
      start: '2026-12-01',
      end: '2026-12-03',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      chosenStatus: 'Available',
      status: 'Vacation',
      vacation: { start: '2026-12-01', end: '2026-12-03' },
    });
    expect(await teamStatus(editor)).toMatchObject({ status: 'Vacation' });

    clock = new Date('2026-12-04T00:00:00Z');
    expect(await teamStatus(editor)).toMatchObject({ status: 'Available', vacation: null });
  });

  it('shows a booked vacation ahead of time while the staff member is still Available', async () => {
    await start();
    const { admin, partner, artist } = cast;
    await addMember(app(), admin, partner, artist, ['Artist']);
    await setStatus(artist, { status: 'Vacation', start: '2026-12-10', end: '2026-12-20' });
    expect(await teamStatus(artist)).toMatchObject({
      status: 'Available',
      vacation: { start: '2026-12-10', end: '2026-12-20' },
    });
    clock = new Date('2026-12-10T08:00:00Z');
    expect((await teamStatus(artist)).status).toBe('Vacation');
  });

  it('marks a staff member Busy with a link, and Available again clears it', async () => {
    await start();
    const { admin, partner, editor } = cast;
    await addMember(app(), admin, partner, editor, ['Editor']);
    const busy = await setStatus(editor, {
      status: 'Busy',
      link: '/dashboard/production/receive?track=abc',
      title: 'Big edit',
    });
    expect(busy.json()).toMatchObject({
      status: 'Busy',
      busyLink: '/dashboard/production/receive?track=abc',
      busyTitle: 'Big edit',
    });
    expect((await teamStatus(editor)).status).toBe('Busy');
    const free = await setStatus(editor, { status: 'Available', link: '/ignored' });
    expect(free.json()).toMatchObject({ status: 'Available', busyLink: null, vacation: null });
  });

  it('refuses bad statuses and anyone not staff, changing nothing', async () => {
    await start();
    const { editor, partner, admin } = cast;
    const before = await snapshot(app());
    const cases: object[] = [
      { status: 'Sleeping' },
      { status: 'Vacation' },
      { status: 'Vacation', start: '2026-12-05', end: '2026-12-04' },
      { status: 'Vacation', start: '2026-11-20', end: '2026-11-30' },
      { status: 'Vacation', start: '2026-12-01', end: '2027-06-01' },
      { status: 'Vacation', start: '01/12/2026', end: '2026-12-04' },
      { status: 'Busy', link: 'javascript:alert(1)' },
      { status: 'Busy', link: '//evil.example/x' },
      // Browsers read a backslash as a slash: an open redirect through the Busy link.
      { status: 'Busy', link: '/\\evil.example/login' },
      { status: 'Busy', link: 'https://evil.example/login' },
      { status: 'Busy', link: `/${'a'.repeat(300)}` },
      { status: 'Busy', title: 'x'.repeat(101) },
    ];
    for (const body of cases) {
      const res = await setStatus(editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const past = await setStatus(editor, {
      status: 'Vacation',
      start: '2026-11-20',
      end: '2026-11-30',
    });
    expect(past.json().error.fieldErrors.end).toMatch(/today or later/);
    for (const who of [partner, admin]) {
      const res = await setStatus(who, { status: 'Available' });
      expect(res.statusCode).toBe(403);
    }
    expect(await snapshot(app())).toBe(before);
  });
});

describe('availability for other services', () => {
  it('answers whether a staff member takes new work today', async () => {
    await start();
    const teams = teamsDirectory({ repo: teamsRepository(app().db), now: () => clock });
    const { editor, partner } = cast;
    expect(await teams.isAvailable(editor.uid)).toBe(true);
    await setStatus(editor, { status: 'Vacation', start: '2026-12-02', end: '2026-12-02' });
    expect(await teams.isAvailable(editor.uid)).toBe(true);
    expect(await teams.isAvailable(editor.uid, new Date('2026-12-02T23:59:00Z'))).toBe(false);
    expect(await teams.isAvailable(editor.uid, new Date('2026-12-03T00:00:00Z'))).toBe(true);
    await setStatus(editor, { status: 'Busy' });
    expect(await teams.isAvailable(editor.uid)).toBe(false);
    // Only staff can be available for work.
    expect(await teams.isAvailable(partner.uid)).toBe(false);
  });

  it('tells team membership, clients and groups', async () => {
    await start();
    const teams = teamsDirectory({ repo: teamsRepository(app().db), now: () => clock });
    const { admin, partner, premium, allrounder, editor } = cast;
    await addMember(app(), admin, partner, allrounder, ['Editor', 'Artist']);
    await addMember(app(), admin, premium, allrounder, ['Artist']);
    expect(await teams.isOnTeam(partner.uid, allrounder.uid, 'Editor')).toBe(true);
    expect(await teams.isOnTeam(premium.uid, allrounder.uid, 'Editor')).toBe(false);
    expect(await teams.isOnTeam(premium.uid, allrounder.uid)).toBe(true);
    expect(await teams.isOnTeam(partner.uid, editor.uid)).toBe(false);
    const clients = await teams.clientsOf(allrounder.uid);
    expect(clients.map((c) => [c.name, c.roles.sort()])).toEqual([
      ['Pat Partner', ['Artist', 'Editor']],
      ['Pru Premium', ['Artist']],
    ]);
    const [member] = await teams.teamOf(partner.uid);
    expect(member).toMatchObject({ uid: allrounder.uid, tier: 1, editSpeed: 1, thumbnailSpeed: 1 });
    const group = await teams.groupOf(partner.uid);
    expect(group && (await teams.groupById(group.id))?.members.length).toBe(3);
    expect((await teams.groupsOf(allrounder.uid)).map((g) => g.name)).toEqual([
      "Pat Partner's Team",
      "Pru Premium's Team",
    ]);
    expect(await teams.groupOf(cast.affiliate.uid)).toBeNull();
  });
});

describe('scheduler overview, work and tiers', () => {
  it("shows an Admin every staff member's status, clients and open work", async () => {
    await start();
    const { admin, partner, premium, allrounder, artist } = cast;
    await addMember(app(), admin, partner, allrounder, ['Editor']);
    await addMember(app(), admin, premium, allrounder, ['Artist']);
    await setStatus(artist, { status: 'Busy' });
    const res = (await callRoute(app(), teamRoutes.staffOverview, admin)).raw;
    expect(res.statusCode).toBe(200);
    const staff = res.json().staff as Array<{ uid: string; clients: number; status: string }>;
    expect(staff).toHaveLength(5);
    expect(staff.find((s) => s.uid === allrounder.uid)).toMatchObject({ clients: 2, openWork: 0 });
    expect(staff.find((s) => s.uid === artist.uid)).toMatchObject({ status: 'Busy', clients: 0 });
    for (const who of [cast.editor, partner])
      expect((await callRoute(app(), teamRoutes.staffOverview, who)).status).toBe(403);
  });

  it('answers the assigned work of a range of days: none until orders exist', async () => {
    await start();
    const { editor, artist, admin, partner } = cast;
    const own = await work(editor, { from: '2026-12-01', to: '2026-12-31' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ items: [] });
    const range = { from: '2026-12-01', to: '2026-12-31', uid: editor.uid };
    expect((await work(admin, range)).statusCode).toBe(200);
    expect((await work(artist, range)).statusCode).toBe(403);
    expect((await work(partner, range)).statusCode).toBe(403);
    expect((await work(admin, { from: '2026-12-01', to: '2026-12-31' })).statusCode).toBe(400);
    expect((await work(editor, { from: '2026-12-01', to: '2027-03-01' })).statusCode).toBe(400);
    expect((await work(editor, { from: '2026-12-31', to: '2026-12-01' })).statusCode).toBe(400);
    expect((await work(editor, { from: 'yesterday', to: '2026-12-01' })).statusCode).toBe(400);
  });

  it('lets only an Admin set a tier of 1 to 3 on a staff member', async () => {
    await start();
    const { admin, editor, partner } = cast;
    const put = (who: TestUser, body: object) =>
      callRoute(app(), teamRoutes.setTier, who, { body: wrong(body) }).then((r) => r.raw);
    expect((await put(admin, { uid: editor.uid, tier: 3 })).statusCode).toBe(200);
    expect((await callRoute(app(), teamRoutes.myStaffProfile, editor)).body.tier).toBe(3);
    const before = await snapshot(app());
    expect((await put(editor, { uid: editor.uid, tier: 1 })).statusCode).toBe(403);
    expect((await put(admin, { uid: editor.uid, tier: 4 })).statusCode).toBe(400);
    expect((await put(admin, { uid: editor.uid, tier: '2' })).statusCode).toBe(400);
    expect((await put(admin, { uid: partner.uid, tier: 2 })).statusCode).toBe(404);
    expect(await snapshot(app())).toBe(before);
  });
});
