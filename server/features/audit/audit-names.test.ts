import { describe, expect, it } from 'vitest';
import { auditRoutes } from '../../../common/api/audit.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { recordAudit } from './audit.public.js';

const app = useTestApp();

describe('the audit log read by a person', () => {
  it('names the subject and the people its change holds by id', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    const partner = await createUser(app(), { accountType: 'Partner', name: 'Pat Partner' });
    const editor = await createUser(app(), {
      accountType: 'Production',
      isEditor: true,
      name: 'Eddie Editor',
    });
    await recordAudit(app().db, {
      actorId: admin.uid,
      action: 'team.add',
      subject: { type: 'team', id: partner.uid },
      before: { member: editor.uid, relationship: [] },
      after: { member: editor.uid, relationship: ['Editor'] },
      at: '2026-03-01T00:00:00.000Z',
    });
    const page = await callRoute(app(), auditRoutes.list, admin, {
      query: { action: 'team.add', subjectId: partner.uid },
    });
    expect(page.status).toBe(200);
    expect(page.body.entries[0]).toMatchObject({
      subjectName: 'Pat Partner',
      subjectAccountType: 'Partner',
      names: { [editor.uid]: 'Eddie Editor' },
    });
  });

  it('leaves the name empty for a subject that is no person and no order', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    await recordAudit(app().db, {
      actorId: admin.uid,
      action: 'games.month_closed',
      subject: { type: 'games_month', id: '2026-02' },
      at: '2026-03-01T00:00:00.000Z',
    });
    const page = await callRoute(app(), auditRoutes.list, admin, {
      query: { action: 'games.month_closed', actor: admin.uid },
    });
    expect(page.body.entries[0]).toMatchObject({ subjectName: null, names: {} });
  });

  it('hides sign-ins when asked, and refuses any other choice than show or hide', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    for (const action of ['admin.sign_in', 'youtube.rechecked'] as const)
      await recordAudit(app().db, {
        actorId: admin.uid,
        action,
        subject: { type: 'user', id: admin.uid },
        at: '2026-03-02T00:00:00.000Z',
      });
    const actions = async (signIns: 'show' | 'hide') =>
      (
        await callRoute(app(), auditRoutes.list, admin, { query: { actor: admin.uid, signIns } })
      ).body.entries.map((e) => e.action);
    expect((await actions('show')).sort()).toEqual(['admin.sign_in', 'youtube.rechecked']);
    expect(await actions('hide')).toEqual(['youtube.rechecked']);
    const bad = await callRoute(app(), auditRoutes.list, admin, {
      query: wrong({ signIns: 'only' }),
    });
    expect(bad.raw.statusCode).toBe(400);
  });
});
