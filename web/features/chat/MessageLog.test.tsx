import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '../../test/chat-message';
import type { Conversation } from './chat-state';
import type { ChatStore } from './chat-store';
import type { ChatContactView } from './contacts';
import { MessageLog } from './MessageLog';

afterEach(cleanup);

const contact: ChatContactView = {
  key: 'Support:c1',
  type: 'Support',
  id: 'c1',
  name: 'Pat Partner',
  username: 'pat',
  accountType: 'Partner',
  self: false,
};
const asked = '2026-12-01T09:00:00.000Z';
const older = chatMessage({
  id: 'old',
  seq: 1,
  from: 'c1',
  to: 'admin',
  body: 'Where is my refund?',
  time: asked,
});
const newer = chatMessage({
  id: 'new',
  seq: 2,
  from: 'a1',
  to: 'c1',
  body: 'Looking.',
  time: '2026-12-02T09:00:00.000Z',
});
const store = (loadHistory = vi.fn()) =>
  ({ loadHistory, getSnapshot: () => ({ viewer: { username: 'ada' } }) }) as unknown as ChatStore;

function log(conversation: Conversation, chat: ChatStore) {
  return (
    <MemoryRouter>
      <MessageLog
        contact={contact}
        conversation={conversation}
        store={chat}
        writerUid="a1"
        onRetry={() => {}}
        focusAt={asked}
      />
    </MemoryRouter>
  );
}

describe('a conversation opened at a message a search found', () => {
  it('loads older pages until the message is there, then marks it', () => {
    const loadHistory = vi.fn();
    const chat = store(loadHistory);
    const page = { loaded: true, loading: false, failed: false, hasMore: true };
    const view = render(log({ ...page, messages: [newer] }, chat));
    expect(loadHistory).toHaveBeenCalledWith(contact, true);
    expect(view.container.querySelector('[data-found]')).toBeNull();

    view.rerender(log({ ...page, hasMore: false, messages: [older, newer] }, chat));
    const found = view.container.querySelector('[data-found]');
    expect(found?.textContent).toContain('Where is my refund?');
    expect(found?.textContent).toContain('Found by your search');
    expect(loadHistory).toHaveBeenCalledTimes(1);
  });
});
