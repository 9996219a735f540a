import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditRoutes, type AuditEntry, type AuditPage } from '../../../common/api/audit';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { errorAnswer, stubApi } from '../../test/stub-api';
import { AuditLogPage } from './AuditLogPage';

const entry: AuditEntry = {
  id: 'a1',
  at: '2026-11-28T09:30:00.000Z',
  actor: { uid: 'admin-1', name: 'Ada Admin' },
  action: 'credits.grant',
  subjectType: 'user',
  subjectId: 'partner-7',
  before: { credits: 0 },
  after: { credits: 2 },
  requestId: 'req-42',
  ip: '203.0.113.9',
};

const stubLog = (answer: () => Response | Promise<Response>) =>
  stubApi([{ path: auditRoutes.list.path, answer }]);
const render = () => renderRoutes([{ path: '/', Component: AuditLogPage }], '/');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the audit log page', () => {
  beforeEach(() => saveLogin(loginAnswer({ useraccounttype: 'Admin', useruid: 'admin-1' })));

  it("says 'Loading..' while the log loads", async () => {
    stubLog(() => new Promise<Response>(() => {}));
    render();
    await screen.findByRole('heading', { name: 'Audit log' });
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain('Loading...');
  });

  it('says so when nothing in the log matches', async () => {
    stubLog(() => jsonResponse({ entries: [], nextCursor: null } satisfies AuditPage));
    render();
    expect(await screen.findByText('Nothing in the log matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message and a way to try again when the log cannot be read", async () => {
    stubLog(() => errorAnswer(403, 'forbidden', 'Only Admins may do this.'));
    render();
    expect(await screen.findByText('Only Admins may do this.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists each entry with its actor, action, subject, change and request, and pages older ones', async () => {
    stubLog(() => jsonResponse({ entries: [entry], nextCursor: 'c1' } satisfies AuditPage));
    render();
    const row = (await screen.findByText('Ada Admin')).closest('tr')!;
    expect(row.closest('[role="region"]')?.getAttribute('aria-label')).toBe('Audit log entries');
    expect(within(row).getByText('credits.grant')).toBeTruthy();
    expect(within(row).getByText('partner-7')).toBeTruthy();
    expect(within(row).getByText('{"credits":0}')).toBeTruthy();
    expect(within(row).getByText('{"credits":2}')).toBeTruthy();
    expect(within(row).getByText(/203\.0\.113\.9/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show older entries' })).toBeTruthy();
  });
});

describe('the audit log for anyone but an Admin', () => {
  it('says it is the Admins’ and leads back to the dashboard', async () => {
    saveLogin(loginAnswer());
    stubApi([]);
    renderRoutes(
      [{ path: '/dashboard/manage/audit', Component: AuditLogPage }],
      '/dashboard/manage/audit',
    );
    expect(await screen.findByText('Only Admins read the audit log.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard/home',
    );
  });
});
