import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportThread } from '../../../common/api/chat-support';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import type { ChatContactView } from './contacts';
import { ContactList } from './ContactList';

const thread = (uid: string, over: Partial<SupportThread>): SupportThread => ({
  uid,
  name: uid,
  username: uid,
  state: 'open',
  assignee: null,
  waitingSince: null,
  lastAt: '2026-12-07T09:00:00.000Z',
  tags: [],
  ...over,
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

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function List() {
  const threads = new Map([
    [
      'c1',
      thread('c1', {
        waitingSince: '2026-12-07T10:00:00.000Z',
        assignee: { uid: 'me', name: 'Ada Admin' },
      }),
    ],
    ['c2', thread('c2', { state: 'waiting', assignee: { uid: 'bo', name: 'Bo Admin' } })],
  ]);
  return (
    <ContactList
      status="ready"
      contacts={[contact('c1', 'Pat Partner'), contact('c2', 'Pru Premium')]}
      selectedKey={null}
      unread={{}}
      presence={() => ({ tone: 'offline', text: 'Offline' })}
      keep={{}}
      threadOrder={['c1', 'c2']}
      onRetry={() => {}}
      supportThreads={threads}
      viewer="me"
    />
  );
}

describe("an Admin's Support list", () => {
  it('says on each thread how long the customer waits, its state and who has it, and keeps mine only', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-07T12:30:00.000Z'), toFake: ['Date'] });
    saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin' }));
    stubApi([]);
    renderRoutes([{ path: '/dashboard/chat', Component: List }], '/dashboard/chat');
    const support = await screen.findByRole('region', { name: 'Support' });
    // Read but unanswered still says it waits.
    expect(within(support).getByText('Waits 2 h · Open · Yours')).toBeTruthy();
    expect(within(support).getByText('Answered · Waiting on customer · Bo Admin')).toBeTruthy();

    const mine = within(support).getByRole('button', { name: 'Mine only' });
    fireEvent.click(mine);
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    expect(within(support).getByText('Pat Partner')).toBeTruthy();
    expect(within(support).queryByText('Pru Premium')).toBeNull();
  });
});
