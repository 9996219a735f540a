import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { SupportPanel } from './SupportPanel';

const customer = '8f2b8c1e-0000-4000-8000-0000000000aa';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Panel() {
  return <SupportPanel viewer="admin-uid" customer={customer} admins={[]} onInsert={() => {}} />;
}

describe("a Support thread's internal notes", () => {
  it('say who wrote each and when', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin' }));
    stubApi([
      {
        path: '/api/comm/support',
        answer: () =>
          jsonResponse({
            threads: [
              {
                uid: customer,
                name: 'Pat Partner',
                username: 'pat',
                state: 'open',
                assignee: null,
                waitingSince: null,
                lastAt: '2026-12-07T09:00:00.000Z',
                tags: [],
              },
            ],
          }),
      },
      {
        path: '/api/comm/support/notes',
        answer: () =>
          jsonResponse([
            {
              id: 'n1',
              uid: customer,
              author: { uid: 'admin-uid', name: 'Ada Admin' },
              body: 'Refund promised.',
              at: '2026-12-07T09:30:00.000Z',
            },
          ]),
      },
    ]);
    renderRoutes([{ path: '/dashboard/chat', Component: Panel }], '/dashboard/chat');
    fireEvent.click(await screen.findByText(/Internal notes \(1\)/));
    const when = document.querySelector('time[datetime="2026-12-07T09:30:00.000Z"]');
    expect(when?.textContent).toMatch(/7 Dec 2026/);
    expect(screen.getByText(/Refund promised\./)).toBeTruthy();
  });
});
