import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Friendship } from '../../../common/api/teams';
import type { ChatMessage } from '../../../common/realtime';
import { saveLogin } from '../../app/session';
import { chatMessage } from '../../test/chat-message';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ChatPage } from './ChatPage';

// A stand-in for the shared socket: records what the page emits and answers onMessage.
const fake = vi.hoisted(() => ({
  emitted: [] as { event: string; payload: unknown }[],
  answer: (_payload: unknown): unknown => ({ ok: false, error: { code: 'other', message: 'x' } }),
}));
vi.mock('../../lib/socket', () => {
  const socket = {
    connected: true,
    on: () => {},
    off: () => {},
    emit: (event: string, payload: unknown, ack?: (a: unknown) => void) => {
      fake.emitted.push({ event, payload });
      ack?.({ ok: true, online: [] });
    },
    timeout: () => ({
      emit: (event: string, payload: unknown, ack: (e: Error | null, a: unknown) => void) => {
        fake.emitted.push({ event, payload });
        ack(null, fake.answer(payload));
      },
    }),
  };
  return { holdSocket: () => ({ socket, release: () => {} }) };
});

let uidCounter = 0;
const editorUid = '00000000-0000-4000-8000-0000000000e1';
let history: ChatMessage[] = [];
let friendshipsStatus = 200;

function friendships(me: string): Friendship[] {
  return [
    {
      uid: me,
      name: 'Pat Partner',
      username: 'pat',
      accountType: 'Partner',
      relationship: ['Default'],
      self: true,
    },
    {
      uid: editorUid,
      name: 'Eddie Editor',
      username: 'editor',
      accountType: 'Production',
      relationship: ['Editor'],
      self: false,
    },
  ];
}

/** A group entry of the contact list, as later pages hold them (without members). */
const group = (uid: string, name: string): Friendship => ({
  uid,
  name,
  username: null,
  accountType: 'Group',
  relationship: ['Group'],
  self: false,
});
let pagedGroups = false;

/** The contact list in two pages: the second's cursor in the answer header. */
function groupPage(url: string): Response {
  if (new URL(url, 'http://localhost').searchParams.get('cursor') === 'groups-2')
    return jsonResponse([group('g2', 'Late Launch Crew')]);
  const first = jsonResponse([...friendships(me), group('g1', 'First Crew')]);
  first.headers.set('x-next-cursor', 'groups-2');
  return first;
}

let me = '';
beforeEach(() => {
  pagedGroups = false;
  // A new user each test, so the module's store starts empty.
  uidCounter += 1;
  me = `00000000-0000-4000-8000-${String(uidCounter).padStart(12, '0')}`;
  saveLogin(loginAnswer({ useruid: me }));
  history = [];
  friendshipsStatus = 200;
  fake.emitted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = url.split('?')[0];
      if (path === '/api/comm/friendships' && pagedGroups) return Promise.resolve(groupPage(url));
      if (path === '/api/comm/friendships')
        return Promise.resolve(
          friendshipsStatus === 200
            ? jsonResponse(friendships(me))
            : jsonResponse({ error: { code: 'other', message: 'down' } }, friendshipsStatus),
        );
      if (path === '/api/comm/chat')
        return Promise.resolve(
          jsonResponse({ lastSeq: 0, unread: {}, contacts: [], latest: {}, seen: {} }),
        );
      if (path === '/api/comm/messages/missed')
        return Promise.resolve(jsonResponse({ messages: [], more: false }));
      if (path === '/api/comm/messages/read') return Promise.resolve(jsonResponse({ ok: true }));
      return Promise.resolve(jsonResponse(history));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const open = (search = '') =>
  renderRoutes([{ path: '/dashboard/chat', Component: ChatPage }], `/dashboard/chat${search}`);

const stored = (over: Partial<ChatMessage>): ChatMessage =>
  chatMessage({ from: editorUid, fromName: 'Eddie Editor', to: me, ...over });

describe('the chat page', () => {
  it('greets, lists contacts by account type, and shows the list states', async () => {
    open();
    expect(
      screen.getByText('Hello there! Please select a user to start chatting with.'),
    ).toBeTruthy();
    expect(screen.getByText('Loading..')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Contacts' });
    expect(await within(nav).findByRole('heading', { name: 'Production' })).toBeTruthy();
    expect(
      within(nav)
        .getByRole('link', { name: /Support Team/ })
        .getAttribute('href'),
    ).toBe('/dashboard/chat?user=admin');
    expect(
      within(nav)
        .getByRole('link', { name: /Eddie Editor/ })
        .getAttribute('href'),
    ).toBe('/dashboard/chat?user=editor');
  });

  it('lists groups past the first page of contacts with "More groups"', async () => {
    pagedGroups = true;
    open();
    const nav = await screen.findByRole('navigation', { name: 'Contacts' });
    expect(await within(nav).findByRole('link', { name: /First Crew/ })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /Late Launch Crew/ })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'More groups' }));
    expect(await within(nav).findByRole('link', { name: /Late Launch Crew/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /Eddie Editor/ })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'More groups' })).toBeNull();
  });

  it("says 'Error' when the contacts cannot be loaded", async () => {
    friendshipsStatus = 500;
    open();
    expect(await screen.findByText('Error')).toBeTruthy();
  });

  it('opens ?user=, sends with Enter, and never sends a blank message', async () => {
    open('?user=editor');
    expect(
      await screen.findByText("This is the beginning of your chat history with 'Eddie Editor'!"),
    ).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Message to Eddie Editor' });
    expect(input.getAttribute('maxlength')).toBe('200');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(fake.emitted.filter((e) => e.event === 'onMessage')).toEqual([]);

    fake.answer = (payload) => {
      const p = payload as { id: string; body: string };
      return {
        ok: true,
        message: stored({
          id: 's1',
          clientId: p.id,
          from: me,
          to: editorUid,
          body: p.body,
          seq: 5,
        }),
      };
    };
    fireEvent.change(input, { target: { value: '  Cut the intro  ' } });
    fireEvent.submit(input.closest('form')!);
    await vi.waitFor(() => expect(fake.emitted.some((e) => e.event === 'onMessage')).toBe(true));
    const sent = fake.emitted.find((e) => e.event === 'onMessage')?.payload as Record<
      string,
      string
    >;
    expect(sent).toMatchObject({ type: 'Direct', to: editorUid, body: 'Cut the intro' });
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Cut the intro')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('shows HTML and script in a message as text', async () => {
    history = [stored({ body: '<b>bold</b><script>alert(1)</script>' })];
    const view = open('?user=editor');
    expect(await screen.findByText('<b>bold</b><script>alert(1)</script>')).toBeTruthy();
    expect(view.container.querySelector('b')).toBeNull();
    expect(view.container.querySelector('script')).toBeNull();
  });

  it('shows a refused message as not sent, with its reason and Retry', async () => {
    // A refusal that waiting will not change (the flood limit is waited out, not shown).
    fake.answer = () => ({
      ok: false,
      error: { code: 'not_a_contact', message: 'You can only message your contacts.' },
    });
    open('?user=editor');
    const input = await screen.findByRole('textbox', { name: 'Message to Eddie Editor' });
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText(/Not sent: You can only message your contacts\./)).toBeTruthy();
    fake.answer = (payload) => ({
      ok: true,
      message: stored({
        id: 's2',
        clientId: (payload as { id: string }).id,
        from: me,
        to: editorUid,
        body: 'Hello',
        seq: 7,
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() =>
      expect(fake.emitted.filter((e) => e.event === 'onMessage')).toHaveLength(2),
    );
    const ids = fake.emitted
      .filter((e) => e.event === 'onMessage')
      .map((e) => (e.payload as { id: string }).id);
    // The retry sends the same id, so the server stores it once.
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    await vi.waitFor(() => expect(screen.queryByText(/Not sent/)).toBeNull());
  });
});
