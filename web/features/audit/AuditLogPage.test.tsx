import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditRoutes, type AuditEntry, type AuditPage } from '../../../common/api/audit';
import { dashboardPaths } from '../../../common/paths';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, errorAnswer, stubApi } from '../../test/stub-api';
import { AuditLogPage } from './AuditLogPage';

const editorId = '6f1c2b8e-1111-4222-8333-444455556666';
const entry: AuditEntry = {
  id: 'a1',
  at: '2026-11-28T09:30:00.000Z',
  actor: { uid: 'admin-1', name: 'Ada Admin' },
  action: 'orders.pass_off_assigned',
  subjectType: 'order',
  subjectId: 'order-7',
  subjectName: 'Boss fight edit',
  subjectAccountType: null,
  before: { state: 'Pending', newStaff: null },
  after: { state: 'Assigned', newStaff: editorId },
  requestId: 'req-42',
  ip: '203.0.113.9',
  names: { [editorId]: 'Eddie Editor' },
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

  it('lists each entry in words: actor, action, subject as a link, the change by field, and pages older ones', async () => {
    stubLog(() => jsonResponse({ entries: [entry], nextCursor: 'c1' } satisfies AuditPage));
    render();
    const row = (await screen.findByText('Ada Admin')).closest('tr')!;
    expect(row.closest('[role="region"]')?.getAttribute('aria-label')).toBe('Audit log entries');
    expect(within(row).getByText('Assigned a pass-off')).toBeTruthy();
    const subject = within(row).getByRole('link', { name: 'Boss fight edit' });
    expect(subject.getAttribute('href')).toBe(dashboardPaths.inbox({ active: 'order-7' }));
    const lines = within(row)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual(['State: Pending → Assigned', 'New staff: — → Eddie Editor']);
    expect(row.textContent).not.toContain(editorId);
    expect(within(row).getByText(/203\.0\.113\.9/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show older entries' })).toBeTruthy();
  });

  it('leaves sign-ins out until "Show sign-ins" is ticked', async () => {
    const fetchMock = stubLog(() =>
      jsonResponse({ entries: [entry], nextCursor: null } satisfies AuditPage),
    );
    render();
    await screen.findByText('Ada Admin');
    expect(callsTo(fetchMock, 'GET', auditRoutes.list.path)[0]?.query.signIns).toBe('hide');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show sign-ins' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', auditRoutes.list.path)).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', auditRoutes.list.path)[1]?.query.signIns).toBeUndefined();
    expect(screen.getByRole('combobox', { name: 'Actor' })).toBeTruthy();
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
