import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditRoutes } from '../../../common/api/audit.js';
import { paymentRoutes } from '../../../common/api/payments.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { callRoute, injectRaw, wrong } from '../../test/call-route.js';
import { createUser } from '../../test/factories.js';
import { logIn, userWithPassword } from '../../test/sessions.js';
import { useTestApp } from '../../test/use-test-app.js';
import { recordAudit } from './audit.public.js';
import type { Principal } from '../../auth/tokens.js';
import { exportAudit } from './export-audit.js';

const app = useTestApp();
const chrome =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const rows = async () =>
  (await app().db.selectFrom('audit_log').selectAll().orderBy('at').execute()).map((r) => r.id);

describe('the audit log', () => {
  it('records an Admin changing a staff status, with before, after, request id and address', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    const editor = await createUser(app(), { accountType: 'Production', isEditor: true });
    const res = await callRoute(app(), teamRoutes.adminSetStatus, admin, {
      params: { uid: editor.uid },
      body: { status: 'Busy', reason: 'Covering the launch week' },
    });
    expect(res.status).toBe(200);
    const page = await callRoute(app(), auditRoutes.list, admin, {
      query: { action: 'staff.status', subjectId: editor.uid },
    });
    expect(page.status).toBe(200);
    expect(page.body.entries).toHaveLength(1);
    const [entry] = page.body.entries;
    expect(entry).toMatchObject({
      actor: { uid: admin.uid },
      action: 'staff.status',
      subjectType: 'staff',
      subjectId: editor.uid,
      before: { status: 'Available' },
      after: { status: 'Busy' },
      ip: '127.0.0.1',
    });
    expect(entry?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records a credit grant in the same transaction as the grant', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    const partner = await createUser(app(), { accountType: 'Partner' });
    const res = await callRoute(app(), paymentRoutes.grantCredits, admin, {
      body: { uid: partner.uid, product: 'Video Thumbnail', quantity: 2, note: 'welcome' },
    });
    expect(res.status).toBe(200);
    const page = await callRoute(app(), auditRoutes.list, admin, {
      query: { action: 'credits.granted', subjectId: partner.uid },
    });
    expect(page.body.entries[0]).toMatchObject({
      before: { thumbnails: 0 },
      after: { thumbnails: 2 },
    });
  });

  it("records an Admin's sign-in with the device, and nobody else's", async () => {
    const admin = await userWithPassword(app(), { accountType: 'Admin' });
    const editor = await userWithPassword(app());
    expect((await logIn(app(), admin, { 'user-agent': chrome })).statusCode).toBe(200);
    expect((await logIn(app(), editor, { 'user-agent': chrome })).statusCode).toBe(200);
    const signIns = await callRoute(app(), auditRoutes.list, admin, {
      query: { action: 'admin.sign_in' },
    });
    expect(signIns.body.entries.map((e) => e.actor?.uid)).toEqual([admin.uid]);
    expect(signIns.body.entries[0]?.after).toEqual({
      ip: '127.0.0.1',
      device: 'Chrome 131 on macOS',
    });
  });

  it('pages with a cursor, newest first, without repeating or skipping a row', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    for (let i = 0; i < 5; i += 1)
      await recordAudit(app().db, {
        actorId: admin.uid,
        action: 'youtube.rechecked',
        subject: { type: 'user', id: `paging-${i}` },
        at: `2026-01-0${i + 1}T00:00:00.000Z`,
      });
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await callRoute(app(), auditRoutes.list, admin, {
        query: { actor: admin.uid, limit: 2, ...(cursor ? { cursor } : {}) },
      });
      seen.push(...page.body.entries.map((e) => e.subjectId));
      if (!page.body.nextCursor) break;
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual(['paging-4', 'paging-3', 'paging-2', 'paging-1', 'paging-0']);
    const range = await callRoute(app(), auditRoutes.list, admin, {
      query: { actor: admin.uid, from: '2026-01-02', to: '2026-01-03' },
    });
    expect(range.body.entries.map((e) => e.subjectId)).toEqual(['paging-2', 'paging-1']);
  });

  it('exports the matching rows as CSV, streamed, with formulas defused', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    await recordAudit(app().db, {
      actorId: admin.uid,
      action: 'team.add',
      subject: { type: 'team', id: '=HYPERLINK("x")' },
      after: { relationship: ['Editor'] },
      at: '2026-02-01T00:00:00.000Z',
    });
    const { raw: res } = await callRoute(app(), auditRoutes.export, admin, {
      query: { actor: admin.uid },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'at,actor_id,actor_name,action,subject_type,subject_id,before,after,request_id,ip',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`'=HYPERLINK(""x"")`);
    expect(lines[1]).toContain('"{""relationship"":[""Editor""]}"');
  });

  it('refuses non-Admins, unknown filters, over-long values and made-up cursors', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    const partner = await createUser(app(), { accountType: 'Partner' });
    const list = (who: typeof admin, query: Record<string, string>) =>
      callRoute(app(), auditRoutes.list, who, { query: wrong(query) }).then((r) => r.raw);
    expect((await list(partner, {})).statusCode).toBe(403);
    expect((await callRoute(app(), auditRoutes.export, partner)).status).toBe(403);
    expect((await callRoute(app(), auditRoutes.list, null)).status).toBe(401);
    expect((await list(admin, { colour: 'red' })).statusCode).toBe(400);
    expect((await list(admin, { action: 'made.up' })).statusCode).toBe(400);
    expect((await list(admin, { actor: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await list(admin, { limit: '1000' })).statusCode).toBe(400);
    expect((await list(admin, { from: 'yesterday' })).statusCode).toBe(400);
    expect((await list(admin, { from: '2026-02-02', to: '2026-02-01' })).statusCode).toBe(400);
    const cursor = await list(admin, { cursor: 'not-a-cursor' });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error.code).toBe('invalid_input');
  });

  it('is append-only: no route changes it and the database refuses updates and deletes', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    await recordAudit(app().db, {
      actorId: admin.uid,
      action: 'games.month_closed',
      subject: { type: 'games_month', id: '2026-01' },
      at: '2026-02-01T00:00:00.000Z',
    });
    const before = await rows();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await injectRaw(app(), 'a method the audit log has no route for', {
        method,
        url: auditRoutes.list.path,
        headers: admin.headers,
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
    await expect(
      app().db.updateTable('audit_log').set({ action: 'team.add' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(app().db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    // PostgreSQL's TRUNCATE skips row triggers; a statement trigger refuses it too.
    if (app().dialect === 'postgres')
      await expect(sql`TRUNCATE audit_log`.execute(app().db)).rejects.toThrow(/append-only/);
    expect(await rows()).toEqual(before);
  });

  it("shows the actor's name as it was when they acted, whatever they are called later", async () => {
    const admin = await createUser(app(), { accountType: 'Admin', name: 'Robin Ames' });
    const editor = await createUser(app(), { accountType: 'Production', isEditor: true });
    const res = await callRoute(app(), teamRoutes.adminSetStatus, admin, {
      params: { uid: editor.uid },
      body: { status: 'Busy', reason: 'Covering the launch week' },
    });
    expect(res.status).toBe(200);
    await app()
      .db.updateTable('users')
      .set({ name: 'Someone Else' })
      .where('id', '=', admin.uid)
      .execute();
    const page = await callRoute(app(), auditRoutes.list, admin, {
      query: { action: 'staff.status', subjectId: editor.uid },
    });
    expect(page.body.entries[0]?.actor).toEqual({ uid: admin.uid, name: 'Robin Ames' });
  });
});

describe('the export when the database fails mid-way', () => {
  it('ends the answer with the error instead of leaving it open', async () => {
    const failing = {
      page: () => Promise.reject(new Error('database went away')),
    } as unknown as Parameters<typeof exportAudit>[0];
    const csv = exportAudit(failing, { uid: 'a', accountType: 'Admin' } as Principal, {});
    await expect(csv.toArray()).rejects.toThrow('database went away');
  });
});
