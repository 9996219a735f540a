import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRoutes } from '../../common/api/accounts.js';
import { socketLimits, type SocketClosing } from '../../common/realtime.js';
import { hashPassword } from '../auth/passwords.js';
import { hashSecret, signAccessToken } from '../auth/tokens.js';
import { callRoute } from '../test/call-route.js';
import { send, sentinel, useChatApp, type ChatClient } from '../test/chat.js';
import type { TestUser } from '../test/factories.js';
import { logOut, refreshTokenOf } from '../test/refresh-sessions.js';

// How a socket's life follows its session: token expiry, logout, a revoked refresh-token family,
// too many sockets, shutdown; and the engine.io handshake that comes before any of it.

const live = useChatApp();
const { pool } = live;
afterEach(() => {
  vi.useRealTimers();
});

/** Resolves when the server ends `socket`, with the hint it sent first. */
function ending(socket: ChatClient) {
  let closing: SocketClosing | undefined;
  socket.on('closing', (hint) => {
    closing = hint;
  });
  return new Promise<{ closing: SocketClosing | undefined; reason: string }>((resolve) =>
    socket.once('disconnect', (reason) => resolve({ closing, reason })),
  );
}

/** An access token of `user` that expires in `seconds`. */
const tokenExpiringIn = (user: TestUser, seconds: number) =>
  new SignJWT({ typ: 'Partner' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.uid)
    .setIssuer('crewcast')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(live.t.jwtKey);

const dm = (to: string) => ({ type: 'Direct' as const, to, body: 'still here?' });

describe('a socket and its session', () => {
  it('ends a socket when its access token expires, with a hint to reconnect', async () => {
    const token = await tokenExpiringIn(live.cast.partner, 2);
    const socket = await live.connect({ token });
    const started = Date.now();
    const end = await ending(socket);
    expect(end).toEqual({
      closing: { reason: 'tokenExpired', reconnect: true },
      reason: 'io server disconnect',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a message from a socket whose token has expired, before acting on it', async () => {
    const socket = await live.connect({ token: await tokenExpiringIn(live.cast.partner, 30) });
    const end = ending(socket);
    // The clock passes the token's expiry while the expiry timer has not fired yet.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    const ack = await send(socket, dm(live.cast.editor.uid));
    expect(ack).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect((await end).closing).toEqual({ reason: 'tokenExpired', reconnect: true });
    vi.useRealTimers();
    const stored = await live.t.db.selectFrom('chat_messages').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('disconnects every socket of a user on logout, and the old token cannot come back', async () => {
    const refresh = await refreshTokenOf(live.t, live.cast.partner);
    const phone = await refreshTokenOf(live.t, live.cast.partner);
    const tabs = [await live.connect(live.cast.partner), await live.connect(live.cast.partner)];
    const editor = await live.connect(live.cast.editor);
    const ends = tabs.map(ending);
    let editorEnded = false;
    editor.on('disconnect', () => {
      editorEnded = true;
    });
    expect(await logOut(live.t, refresh)).toBe(200);
    for (const end of await Promise.all(ends))
      expect(end).toEqual({
        closing: { reason: 'sessionEnded', reconnect: true },
        reason: 'io server disconnect',
      });
    await sentinel(editor, live.cast.editor);
    expect(editorEnded).toBe(false);
    // The access token is still unexpired, but its session is over.
    expect(
      await pool.refused(
        live.url,
        { token: live.cast.partner.token },
        { token: live.cast.partner.token },
      ),
    ).toBe('unauthorized');
    // A token issued after the logout (another device's refresh) connects at once.
    const renewed = await callRoute(live.t, accountRoutes.token, null, {
      body: { token: phone },
    });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.accessToken;
    expect((await live.connect({ token: fresh })).connected).toBe(true);
  });

  it('judges a token issued just after a logout as HTTP does: by its milliseconds, not its second', async () => {
    const refresh = await refreshTokenOf(live.t, live.cast.partner);
    // The logout lands early in the current second, so a check by whole seconds would refuse a
    // token issued a few milliseconds later, which HTTP accepts.
    const loggedOutAt = Math.floor(Date.now() / 1000) * 1000 + 100;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(loggedOutAt);
    expect(await logOut(live.t, refresh)).toBe(200);
    const partner = { uid: live.cast.partner.uid, accountType: 'Partner' as const };
    const sameMillisecond = await signAccessToken(live.t.jwtKey, partner);
    vi.setSystemTime(loggedOutAt + 5);
    const later = await signAccessToken(live.t.jwtKey, partner);
    const me = async (token: string) =>
      (await callRoute(live.t, accountRoutes.me, { headers: { authorization: `Bearer ${token}` } }))
        .status;
    expect(await me(sameMillisecond)).toBe(401);
    expect(
      await pool.refused(live.url, { token: sameMillisecond }, { token: sameMillisecond }),
    ).toBe('unauthorized');
    expect(await me(later)).toBe(200);
    expect((await live.connect({ token: later })).connected).toBe(true);
  });

  it('refuses a socket whose account was deleted, though its token is still valid', async () => {
    await live.t.db.deleteFrom('chat_messages').execute();
    await live.t.db.deleteFrom('users').where('id', '=', live.cast.partner.uid).execute();
    expect(
      await pool.refused(
        live.url,
        { token: live.cast.partner.token },
        { token: live.cast.partner.token },
      ),
    ).toBe('unauthorized');
  });

  it('disconnects every socket of a user when the password changes', async () => {
    const current = 'violet-harbour-lantern';
    await live.t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(current) })
      .where('id', '=', live.cast.partner.uid)
      .execute();
    const socket = await live.connect(live.cast.partner);
    const end = ending(socket);
    const res = await live.t.app.inject({
      method: 'PUT',
      url: '/api/auth/user/password',
      headers: { authorization: `Bearer ${live.cast.partner.token}` },
      payload: { currentPassword: current, password: 'amber-canyon-whistle' },
    });
    expect(res.statusCode).toBe(200);
    expect((await end).closing).toEqual({ reason: 'sessionEnded', reconnect: true });
  });

  it('disconnects every socket of a user when a refresh token is reused and its family revoked', async () => {
    const refresh = await refreshTokenOf(live.t, live.cast.partner);
    const socket = await live.connect(live.cast.partner);
    const end = ending(socket);
    const first = await live.t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { token: refresh },
    });
    expect(first.statusCode).toBe(200);
    // An ordinary rotation ends nothing: the sentinel is answered after anything it pushed.
    await sentinel(socket, live.cast.partner);
    expect(socket.connected).toBe(true);
    // Replayed long after it was replaced: theft, so the family goes.
    await live.t.db
      .updateTable('refresh_tokens')
      .set({ replaced_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('token_hash', '=', hashSecret(refresh))
      .execute();
    const replay = await live.t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { token: refresh },
    });
    expect(replay.statusCode).toBe(401);
    expect((await end).closing).toEqual({ reason: 'sessionEnded', reconnect: true });
  });

  it('keeps at most a few sockets per user, dropping the oldest without a reconnect hint', async () => {
    const max = socketLimits.socketsPerUser;
    const sockets: ChatClient[] = [];
    for (let i = 0; i < max; i += 1) sockets.push(await live.connect(live.cast.partner));
    const oldest = ending(sockets[0]!);
    const newest = await live.connect(live.cast.partner);
    expect(await oldest).toEqual({
      closing: { reason: 'tooManySockets', reconnect: false },
      reason: 'io server disconnect',
    });
    // The others hear their sentinel answered, so no disconnect was on its way before it.
    for (const s of [...sockets.slice(1), newest]) await sentinel(s, live.cast.partner);
    expect([...sockets.slice(1), newest].every((s) => s.connected)).toBe(true);
    expect((await send(newest, dm(live.cast.editor.uid))).ok).toBe(true);
  });

  it('ends sockets on shutdown with a hint to reconnect', async () => {
    const socket = await live.connect(live.cast.partner);
    const end = ending(socket);
    await live.t.app.close();
    // A lost connection, which a Socket.IO client retries even without reading the hint.
    expect(await end).toEqual({
      closing: { reason: 'serverShutdown', reconnect: true },
      reason: 'transport close',
    });
  });
});

describe('the engine.io handshake', () => {
  const poll = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${live.url}/socket.io/?EIO=4&transport=polling${query}`, { headers });

  it('opens no session without a valid token', async () => {
    for (const query of [
      '',
      '&token=',
      '&token=nonsense',
      `&token=${await tokenExpiringIn(live.cast.partner, -10)}`,
    ]) {
      const res = await poll(query);
      expect(res.status, query).toBe(403);
      expect(await res.text()).not.toContain('"sid"');
    }
    const ok = await poll(`&token=${live.cast.partner.token}`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('"sid"');
    const bearer = await poll('', { authorization: `Bearer ${live.cast.partner.token}` });
    expect(bearer.status).toBe(200);
  });

  it('limits handshakes per address', async () => {
    for (let i = 0; i < socketLimits.handshakesPerAddress; i += 1) await (await poll('')).text();
    const res = await poll(`&token=${live.cast.partner.token}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('rate_limited');
  });

  it('takes another per-address limit from SOCKET_HANDSHAKE_LIMIT, as the chat bench sets it', async () => {
    const { url: base } = await live.rebuild({ env: { SOCKET_HANDSHAKE_LIMIT: '3' } });
    const at = (query: string) => fetch(`${base}/socket.io/?EIO=4&transport=polling${query}`);
    for (let i = 0; i < 3; i += 1) await (await at('')).text();
    const res = await at(`&token=${live.cast.partner.token}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('rate_limited');
  });
});
