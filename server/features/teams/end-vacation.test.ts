import { describe, expect, it } from 'vitest';
import { adminOverviewRoutes } from '../../../common/api/admin-overview.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { callRoute, wrong } from '../../test/call-route.js';
import type { TestUser } from '../../test/factories.js';
import { addMember, snapshot, teamCast } from '../../test/teams.js';
import { useTestApp } from '../../test/use-test-app.js';

// Ending a vacation in progress: the staff member or an Admin may; today becomes its last day
// and the staff member is offered for new orders again at once. An Admin's Available ends one
// too, and an Admin's Busy carries a reason only Admins read.

let cast: Awaited<ReturnType<typeof teamCast>>;
let clock = new Date('2026-12-01T10:00:00Z');

const app = useTestApp({ now: () => clock }, 'test');
async function start() {
  clock = new Date('2026-12-01T10:00:00Z');
  cast = await teamCast(app());
  await addMember(app(), cast.admin, cast.partner, cast.editor, ['Editor']);
}

const book = (who: TestUser, body: object) =>
  callRoute(app(), teamRoutes.bookVacation, who, { body: wrong(body) }).then((r) => r.raw);
const end = (who: TestUser, id: string) =>
  callRoute(app(), teamRoutes.endVacation, who, { params: { id: wrong(id) } }).then((r) => r.raw);
const adminStatus = (who: TestUser, uid: string, body: object) =>
  callRoute(app(), teamRoutes.adminSetStatus, who, { params: { uid }, body: wrong(body) }).then(
    (r) => r.raw,
  );
const teamStatus = async (member: TestUser) => {
  const { raw: res } = await callRoute(app(), teamRoutes.team, cast.partner);
  return res.json().members.find((m: { uid: string }) => m.uid === member.uid);
};
/** Books a range that began yesterday and ends in five days, and returns its id. */
async function onVacation(who: TestUser, uid?: string): Promise<string> {
  clock = new Date('2026-11-30T08:00:00Z');
  const res = await book(who, { ...(uid ? { uid } : {}), start: '2026-11-30', end: '2026-12-05' });
  expect(res.statusCode).toBe(200);
  clock = new Date('2026-12-01T10:00:00Z');
  return res.json().vacations[0].id;
}

describe('ending a vacation early', () => {
  it('makes today its last day and the staff member available at once', async () => {
    await start();
    const { editor } = cast;
    const id = await onVacation(editor);
    expect((await teamStatus(editor)).status).toBe('Vacation');
    const res = await end(editor, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().vacations[0]).toMatchObject({
      id,
      start: '2026-11-30',
      end: '2026-12-01',
      cancelledAt: null,
      endedBy: { uid: editor.uid, name: 'Eddie Editor' },
      endedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(await teamStatus(editor)).toMatchObject({ status: 'Available', vacation: null });
    // The rest of the old range is free to book again, from tomorrow.
    expect((await book(editor, { start: '2026-12-03', end: '2026-12-04' })).statusCode).toBe(200);
  });

  it('refuses a range not begun, one already ended, and bad ids, changing nothing', async () => {
    await start();
    const { editor } = cast;
    const id = await onVacation(editor);
    await end(editor, id);
    const future = (await book(editor, { start: '2026-12-20', end: '2026-12-21' })).json()
      .vacations[0].id;
    const before = await snapshot(app());
    const again = await end(editor, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('vacation_over');
    const early = await end(editor, future);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('vacation_not_started');
    expect((await end(editor, 'not-a-vacation')).statusCode).toBe(400);
    expect((await end(editor, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await snapshot(app())).toBe(before);
  });

  it('lets only the staff member and Admins end it: other staff are told it does not exist', async () => {
    await start();
    const { editor, artist, partner, affiliate, admin } = cast;
    const id = await onVacation(editor);
    const before = await snapshot(app());
    expect((await end(artist, id)).statusCode).toBe(404);
    for (const who of [partner, affiliate]) expect((await end(who, id)).statusCode).toBe(403);
    expect(await snapshot(app())).toBe(before);
    const res = await end(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().vacations[0].endedBy).toEqual({ uid: admin.uid, name: 'Ada Admin' });
    const audit = await app()
      .db.selectFrom('audit_log')
      .select(['actor_id', 'subject_id'])
      .where('action', '=', 'staff.vacation_ended')
      .execute();
    expect(audit).toEqual([{ actor_id: admin.uid, subject_id: editor.uid }]);
  });
});

describe("an Admin's Available and Busy", () => {
  it('Set Available ends a vacation in progress', async () => {
    await start();
    const { admin, editor } = cast;
    const id = await onVacation(admin, editor.uid);
    const res = await adminStatus(admin, editor.uid, { status: 'Available' });
    expect(res.statusCode).toBe(200);
    expect(res.json().reason).toBeNull();
    expect(await teamStatus(editor)).toMatchObject({ status: 'Available', vacation: null });
    const { raw: list } = await callRoute(app(), teamRoutes.vacations, admin, {
      query: { uid: editor.uid },
    });
    expect(list.json().vacations[0]).toMatchObject({ id, end: '2026-12-01' });
  });

  it('Busy keeps its reason for Admins until the staff member changes their status', async () => {
    await start();
    const { admin, editor } = cast;
    const busy = await adminStatus(admin, editor.uid, { status: 'Busy', reason: '  Launch week ' });
    expect(busy.json()).toMatchObject({ reason: 'Launch week' });
    const record = () =>
      callRoute(app(), adminOverviewRoutes.staffRecord, admin, { params: { uid: editor.uid } });
    expect((await record()).body.statusChange).toMatchObject({
      by: { uid: admin.uid, name: 'Ada Admin' },
      reason: 'Launch week',
    });
    // The Partner sees Busy, never why.
    expect(JSON.stringify(await teamStatus(editor))).not.toContain('Launch week');
    await callRoute(app(), teamRoutes.setStatus, editor, { body: { status: 'Available' } });
    expect((await record()).body.statusChange).toMatchObject({
      by: { uid: editor.uid },
      reason: null,
    });
  });

  it('refuses Busy without a reason or with one too long, changing nothing', async () => {
    await start();
    const { admin, editor } = cast;
    const before = await snapshot(app());
    for (const body of [
      { status: 'Busy' },
      { status: 'Busy', reason: '   ' },
      { status: 'Busy', reason: 'x'.repeat(201) },
      { status: 'Busy', reason: 'bell\u0007' },
    ]) {
      const res = await adminStatus(admin, editor.uid, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors)).toEqual(['reason']);
    }
    expect(await snapshot(app())).toBe(before);
  });
});
