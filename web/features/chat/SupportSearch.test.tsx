import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportThread } from '../../../common/api/chat-support';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import type { ChatContactView } from './contacts';
import { ContactList } from './ContactList';
import { SupportTagsField } from './SupportTagsField';

const pat = '0b6f1a52-1111-4000-8000-000000000001';
const pru = '0b6f1a52-1111-4000-8000-000000000002';
const thread = (uid: string, name: string, tags: SupportThread['tags']): SupportThread => ({
  uid,
  name,
  username: name.toLowerCase(),
  state: 'open',
  assignee: null,
  waitingSince: null,
  lastAt: '2026-12-07T09:00:00.000Z',
  tags,
});
const contact = (id: string, name: string): ChatContactView => ({
  key: `Support:${id}`,
  type: 'Support',
  id,
  name,
  username: name.toLowerCase(),
  accountType: 'Partner',
  self: false,
});
const threads = new Map([
  [pat, thread(pat, 'Pat Partner', ['billing', 'bug'])],
  [pru, thread(pru, 'Pru Premium', [])],
]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function List() {
  return (
    <ContactList
      status="ready"
      contacts={[contact(pat, 'Pat Partner'), contact(pru, 'Pru Premium')]}
      selectedKey={null}
      unread={{}}
      presence={() => ({ tone: 'offline', text: 'Offline' })}
      keep={{}}
      onRetry={() => {}}
      supportThreads={threads}
      viewer="me"
    />
  );
}

describe("an Admin's Support search and tags", () => {
  it('shows each thread’s tags and keeps only the threads of the chosen tag', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin' }));
    stubApi([]);
    renderRoutes([{ path: '/dashboard/chat', Component: List }], '/dashboard/chat');
    const support = await screen.findByRole('region', { name: 'Support' });
    const patEntry = within(support).getByRole('link', { name: /Pat Partner/ });
    expect(patEntry.textContent).toContain('Tags: BillingBug');

    const tags = screen.getByRole('group', { name: 'Filter by tag' });
    fireEvent.click(within(tags).getByRole('button', { name: 'Billing' }));
    expect(within(tags).getByRole('button', { name: 'Billing' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(support).queryByText('Pru Premium')).toBeNull();
    fireEvent.click(within(tags).getByRole('button', { name: 'Orders' }));
    expect(within(support).getByText('No thread is tagged Orders.')).toBeTruthy();
    fireEvent.click(within(tags).getByRole('button', { name: 'Orders' }));
    expect(within(support).getByText('Pru Premium')).toBeTruthy();
  });

  it('searches every thread’s messages and opens a result at its message', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin' }));
    const api = stubApi([
      {
        path: '/api/comm/support/search',
        answer: () =>
          jsonResponse({
            hits: [
              {
                ...thread(pat, 'Pat Partner', ['billing']),
                match: { text: 'My invoice is wrong', at: '2026-12-06T08:00:00.000Z' },
              },
            ],
            nextCursor: null,
          }),
      },
    ]);
    renderRoutes([{ path: '/dashboard/chat', Component: List }], '/dashboard/chat');
    const box = await screen.findByRole('searchbox', { name: 'Search support messages' });
    fireEvent.change(box, { target: { value: 'i' } });
    expect(screen.getByText('Type at least 2 characters.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'invoice' } });
    const results = await screen.findByRole('region', { name: 'Messages with “invoice”' });
    const hit = await within(results).findByRole('link', { name: /Pat Partner/ });
    expect(within(hit).getByText('invoice').tagName).toBe('MARK');
    const href = new URL(hit.getAttribute('href') ?? '', 'http://localhost');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      user: pat,
      type: 'Support',
      at: '2026-12-06T08:00:00.000Z',
    });
    expect(callsTo(api, 'GET', '/api/comm/support/search').map((c) => c.query)).toEqual([
      { q: 'invoice' },
    ]);
  });

  it('sets a thread’s tags from its panel, the whole set at once', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin' }));
    const api = stubApi([
      {
        method: 'PUT',
        path: '/api/comm/support/tags',
        answer: (_url, body) => jsonResponse(body),
      },
    ]);
    const Field = () => <SupportTagsField thread={thread(pat, 'Pat Partner', ['billing'])} />;
    renderRoutes([{ path: '/dashboard/chat', Component: Field }], '/dashboard/chat');
    const tags = await screen.findByRole('group', { name: 'Tags' });
    expect(within(tags).getByRole('checkbox', { name: 'Billing' })).toHaveProperty('checked', true);
    fireEvent.click(within(tags).getByRole('checkbox', { name: 'Bug' }));
    await waitFor(() =>
      expect(callsTo(api, 'PUT', '/api/comm/support/tags').map((c) => c.body)).toEqual([
        { uid: pat, tags: ['billing', 'bug'] },
      ]),
    );
  });
});
