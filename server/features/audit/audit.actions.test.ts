import { describe, expect, it } from 'vitest';
import { auditRoutes, type AuditAction } from '../../../common/api/audit.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { callRoute } from '../../test/call-route.js';
import { addMember, deleteTeam, putTeam, teamCast, type TeamCast } from '../../test/teams.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp();
let cast: TeamCast;

const entries = async (action: AuditAction, subjectId: string) =>
  (
    await callRoute(app(), auditRoutes.list, cast.admin, {
      query: { action, subjectId },
    })
  ).body.entries;

describe('the audit log records team and vacation changes', () => {
  it('records adding and removing a team member with the relationships before and after', async () => {
    cast = await teamCast(app());
    const { admin, partner, editor } = cast;
    await addMember(app(), admin, partner, editor, ['Editor']);
    const removed = await deleteTeam(app(), admin, {
      uid1: partner.uid,
      uid2: editor.uid,
      relationship: JSON.stringify(['Editor']),
    });
    expect(removed.statusCode).toBe(200);
    expect(await entries('team.add', partner.uid)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ uid: admin.uid }),
        subjectType: 'team',
        before: { member: editor.uid, relationship: [] },
        after: { member: editor.uid, relationship: ['Editor'] },
      }),
    ]);
    const [removal] = await entries('team.remove', partner.uid);
    expect(removal?.before).toMatchObject({ relationship: expect.arrayContaining(['Editor']) });
    expect(removal?.after).toMatchObject({ relationship: expect.not.arrayContaining(['Editor']) });
  });

  it('records nothing for a refused team change, which rolled back', async () => {
    const { admin, partner, artist } = cast;
    // An artist cannot be an editor: refused, and no row is written.
    const res = await putTeam(app(), admin, {
      uid1: partner.uid,
      uid2: artist.uid,
      relationship: ['Editor'],
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await entries('team.add', partner.uid);
    expect(rows.filter((r) => (r.after as { member: string }).member === artist.uid)).toEqual([]);
  });

  it("records an Admin's vacation booking and cancellation, but not a staff member's own", async () => {
    const { admin, editor2 } = cast;
    const book = (who: typeof admin, start: string, end: string) =>
      callRoute(app(), teamRoutes.bookVacation, who, { body: { uid: editor2.uid, start, end } });
    expect((await book(admin, '2099-01-01', '2099-01-03')).status).toBe(200);
    const own = await callRoute(app(), teamRoutes.bookVacation, editor2, {
      body: { start: '2099-02-01', end: '2099-02-03' },
    });
    expect(own.status).toBe(200);
    const booked = await entries('staff.vacation_booked', editor2.uid);
    expect(booked.map((e) => e.after)).toEqual([
      expect.objectContaining({ start: '2099-01-01', end: '2099-01-03' }),
    ]);
    const vacation = (booked[0]?.after as { vacation: string }).vacation;
    const cancel = await callRoute(app(), teamRoutes.cancelVacation, admin, {
      params: { id: vacation },
    });
    expect(cancel.status).toBe(200);
    expect(await entries('staff.vacation_cancelled', editor2.uid)).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ vacation }) }),
    ]);
  });
});
