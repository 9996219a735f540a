import { describe, expect, it } from 'vitest';
import { callRoute, wrong } from '../../test/call-route.js';
import { teamRoutes } from '../../../common/api/teams.js';
import type { TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { addMember, snapshot, teamCast } from '../../test/teams.js';
import { teamsRepository } from './teams.repository.js';
import { advanceVacationWindows } from './vacations.js';

// Booked vacations: several future ranges, no overlaps, cancel before the start, an Admin may
// book for anyone and set their status, and everything keeps who did it and when.

let cast: Awaited<ReturnType<typeof teamCast>>;
let clock = new Date('2026-12-01T10:00:00Z');

const app = useTestApp({ now: () => clock }, 'test');
async function start() {
  clock = new Date('2026-12-01T10:00:00Z');
  cast = await teamCast(app());
}

const book = (who: TestUser, body: object) =>
  callRoute(app(), teamRoutes.bookVacation, who, { body: wrong(body) }).then((r) => r.raw);
const cancel = (who: TestUser, id: string) =>
  callRoute(app(), teamRoutes.cancelVacation, who, { params: { id } }).then((r) => r.raw);
const vacationsOf = (who: TestUser, uid?: string) =>
  callRoute(app(), teamRoutes.vacations, who, { query: { uid } }).then((r) => r.raw);
const list = async (who: TestUser, uid?: string) => (await vacationsOf(who, uid)).json().vacations;
const adminStatus = (who: TestUser, uid: string, body: object) =>
  callRoute(app(), teamRoutes.adminSetStatus, who, { params: { uid }, body: wrong(body) }).then(
    (r) => r.raw,
  );
const teamStatus = async (member: TestUser) => {
  const { raw: res } = await callRoute(app(), teamRoutes.team, cast.partner);
  return res.json().members.find((m: { uid: string }) => m.uid === member.uid);
};

describe('booking vacations', () => {
  it('books several future ranges, applies the next one and moves on to the later one', async () => {
    await start();
    const { admin, partner, editor } = cast;
    await addMember(app(), admin, partner, editor, ['Editor']);
    expect((await book(editor, { start: '2026-12-20', end: '2026-12-24' })).statusCode).toBe(200);
    const res = await book(editor, { start: '2026-12-05', end: '2026-12-07' });
    expect(res.statusCode).toBe(200);
    expect(res.json().vacations.map((v: { start: string }) => v.start)).toEqual([
      '2026-12-20',
      '2026-12-05',
    ]);
    expect(res.json().vacations[0]).toMatchObject({
      bookedBy: { uid: editor.uid, name: 'Eddie Editor' },
      bookedAt: '2026-12-01T10:00:00.000Z',
      cancelledAt: null,
    });
    // The earliest range is the one others see ahead of time.
    expect(await teamStatus(editor)).toMatchObject({
      status: 'Available',
      vacation: { start: '2026-12-05', end: '2026-12-07' },
    });
    clock = new Date('2026-12-06T09:00:00Z');
    expect((await teamStatus(editor)).status).toBe('Vacation');
    // Once it is over, the job moves the profile on to the next range.
    clock = new Date('2026-12-08T09:00:00Z');
    expect(await teamStatus(editor)).toMatchObject({ status: 'Available', vacation: null });
    await advanceVacationWindows({ repo: teamsRepository(app().db), now: () => clock });
    expect(await teamStatus(editor)).toMatchObject({
      status: 'Available',
      vacation: { start: '2026-12-20', end: '2026-12-24' },
    });
  });

  it('refuses overlapping ranges, past ranges and bad input, changing nothing', async () => {
    await start();
    const { editor } = cast;
    await book(editor, { start: '2026-12-10', end: '2026-12-15' });
    const before = await snapshot(app());
    const overlap = await book(editor, { start: '2026-12-15', end: '2026-12-18' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toMatchObject({ code: 'vacation_overlap' });
    expect(overlap.json().error.message).toContain('10 Dec 2026 to 15 Dec 2026');
    const inside = await book(editor, { start: '2026-12-11', end: '2026-12-12' });
    expect(inside.json().error.code).toBe('vacation_overlap');
    const past = await book(editor, { start: '2026-11-20', end: '2026-11-30' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fieldErrors).toHaveProperty('end');
    for (const body of [
      { start: '2026-12-20' },
      { start: '2026-12-20', end: '2026-12-19' },
      { start: '2026-12-20', end: '2027-06-30' },
      { start: 20261220, end: '2026-12-21' },
      { start: '2026-13-01', end: '2026-13-02' },
    ]) {
      const res = await book(editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot(app())).toBe(before);
  });

  it('books only one of two overlapping ranges sent at the same moment', async () => {
    await start();
    const { admin, editor } = cast;
    // The staff member and an Admin at once, each range overlapping the other; then five more.
    const first = await Promise.all([
      book(editor, { start: '2026-12-10', end: '2026-12-15' }),
      book(admin, { uid: editor.uid, start: '2026-12-12', end: '2026-12-20' }),
    ]);
    expect(first.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const more = await Promise.all(
      Array.from({ length: 5 }, () => book(editor, { start: '2027-01-04', end: '2027-01-05' })),
    );
    expect(more.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await list(editor)).filter((v: { cancelledAt: null }) => !v.cancelledAt)).toHaveLength(
      2,
    );
  });

  it("refuses someone else's vacations to staff, Partners and Affiliates", async () => {
    await start();
    const { editor, artist, partner, affiliate } = cast;
    const booked = await book(editor, { start: '2026-12-10', end: '2026-12-12' });
    const id = booked.json().vacations[0].id;
    const before = await snapshot(app());
    expect(
      (await book(artist, { uid: editor.uid, start: '2026-12-20', end: '2026-12-21' })).statusCode,
    ).toBe(403);
    expect((await vacationsOf(artist, editor.uid)).statusCode).toBe(403);
    expect((await cancel(artist, id)).statusCode).toBe(404);
    for (const who of [partner, affiliate]) {
      expect((await book(who, { start: '2026-12-20', end: '2026-12-21' })).statusCode).toBe(403);
      expect((await cancel(who, id)).statusCode).toBe(403);
    }
    expect((await cancel(editor, 'not-a-uuid')).statusCode).toBe(400);
    expect((await cancel(editor, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await snapshot(app())).toBe(before);
  });
});

describe('cancelling a vacation', () => {
  it('cancels a future range, keeps it as history, and refuses one that has started', async () => {
    await start();
    const { admin, partner, editor } = cast;
    await addMember(app(), admin, partner, editor, ['Editor']);
    await book(editor, { start: '2026-12-01', end: '2026-12-03' });
    const later = (await book(editor, { start: '2026-12-10', end: '2026-12-12' })).json();
    const [future, current] = later.vacations;
    const res = await cancel(editor, future.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().vacations[0]).toMatchObject({
      id: future.id,
      cancelledBy: { uid: editor.uid, name: 'Eddie Editor' },
      cancelledAt: '2026-12-01T10:00:00.000Z',
    });
    const before = await snapshot(app());
    const started = await cancel(editor, current.id);
    expect(started.statusCode).toBe(409);
    expect(started.json().error.code).toBe('vacation_started');
    expect(await snapshot(app())).toBe(before);
    // The range freed can be booked again.
    expect((await book(editor, { start: '2026-12-11', end: '2026-12-11' })).statusCode).toBe(200);
  });
});

describe("an Admin and a staff member's status and vacations", () => {
  it('books and cancels for them and sets Busy, each recorded as done by the Admin', async () => {
    await start();
    const { admin, editor } = cast;
    const booked = await book(admin, { uid: editor.uid, start: '2026-12-20', end: '2026-12-22' });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().vacations[0].bookedBy).toEqual({ uid: admin.uid, name: 'Ada Admin' });
    expect(await list(editor)).toHaveLength(1);
    const gone = await cancel(admin, booked.json().vacations[0].id);
    expect(gone.json().vacations[0].cancelledBy).toEqual({ uid: admin.uid, name: 'Ada Admin' });

    const busy = await adminStatus(admin, editor.uid, { status: 'Busy', reason: 'Launch week' });
    expect(busy.statusCode).toBe(200);
    expect(busy.json()).toEqual({
      by: { uid: admin.uid, name: 'Ada Admin' },
      at: '2026-12-01T10:00:00.000Z',
      reason: 'Launch week',
    });
    const { raw: me } = await callRoute(app(), teamRoutes.myStaffProfile, editor);
    expect(me.json().status).toBe('Busy');
  });

  it('refuses the Admin routes to others, and bad input', async () => {
    await start();
    const { admin, editor, artist, partner } = cast;
    const before = await snapshot(app());
    for (const who of [artist, editor, partner])
      expect((await adminStatus(who, editor.uid, { status: 'Busy', reason: 'x' })).statusCode).toBe(
        403,
      );
    expect((await adminStatus(admin, editor.uid, { status: 'Vacation' })).statusCode).toBe(400);
    expect((await adminStatus(admin, editor.uid, {})).statusCode).toBe(400);
    const busy = { status: 'Busy', reason: 'Launch week' };
    expect((await adminStatus(admin, partner.uid, busy)).statusCode).toBe(404);
    expect((await adminStatus(admin, 'x'.repeat(300), { status: 'Busy' })).statusCode).toBe(400);
    expect((await vacationsOf(admin, partner.uid)).statusCode).toBe(404);
    expect(await snapshot(app())).toBe(before);
  });
});
