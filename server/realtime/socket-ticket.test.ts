import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeRoutes, socketTicketSeconds } from '../../common/api/realtime.js';
import { socketPath } from '../../common/realtime.js';
import { callRoute } from '../test/call-route.js';
import { chatCast, login, socketPool, urlOf, type ChatClient } from '../test/chat.js';
import type { TestUser } from '../test/factories.js';
import { logOut, refreshTokenOf } from '../test/refresh-sessions.js';
import { useTestApp } from '../test/use-test-app.js';
import { socketTickets } from './socket-tickets.js';

let url: string;
let cast: Awaited<ReturnType<typeof chatCast>>;
const pool = socketPool();
// Every URL the socket server was asked for, as a proxy would log them.
const urls: string[] = [];
const app = useTestApp();
beforeAll(async () => {
  app().app.server.prependListener('request', (req) => urls.push(req.url ?? ''));
  app().app.server.prependListener('upgrade', (req) => urls.push(req.url ?? ''));
  await app().app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(app().app.server.address());
  cast = await chatCast(app());
});
afterAll(async () => {
  pool.closeAll();
});

const ticketOf = async (who: TestUser) => {
  const res = await callRoute(app(), realtimeRoutes.socketTicket, who);
  expect(res.status).toBe(200);
  return res.body.ticket;
};
/** Connects with the ticket alone: no access token in the handshake's URL or its auth. */
function withTicket(ticket: string): Promise<{ socket?: ChatClient; refused?: string }> {
  const socket: ChatClient = connect(url, {
    path: socketPath,
    forceNew: true,
    reconnection: false,
    transports: ['websocket'],
    query: { ticket },
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (err) => {
      socket.close();
      resolve({ refused: err.message });
    });
  });
}

describe('socket tickets', () => {
  it('opens a socket with a ticket from an authenticated POST, and no token in any URL', async () => {
    expect((await callRoute(app(), realtimeRoutes.socketTicket, null)).status).toBe(401);
    urls.length = 0;
    const { socket } = await withTicket(await ticketOf(cast.partner));
    expect(socket?.connected).toBe(true);
    // The socket is the Partner's: it answers their presence, as one opened with a token would.
    expect(await login(socket!, cast.partner.uid)).toMatchObject({ ok: true });
    socket!.close();
    expect(urls.some((u) => u.startsWith(socketPath))).toBe(true);
    expect(urls.filter((u) => /token=/.test(u))).toEqual([]);
  });

  it('takes a ticket once, and refuses a forged one', async () => {
    const ticket = await ticketOf(cast.editor);
    const first = await withTicket(ticket);
    expect(first.socket?.connected).toBe(true);
    first.socket!.close();
    expect((await withTicket(ticket)).refused).toBeDefined();
    const [body] = ticket.split('.');
    expect((await withTicket(`${body}.${'A'.repeat(43)}`)).refused).toBeDefined();
  });

  it("refuses a ticket issued before its user's sessions ended", async () => {
    const ticket = await ticketOf(cast.artist);
    expect(await logOut(app(), await refreshTokenOf(app(), cast.artist))).toBe(200);
    expect((await withTicket(ticket)).refused).toBe('unauthorized');
  });

  it('lets a ticket expire after its short life', async () => {
    let now = Date.parse('2026-12-01T10:00:00Z');
    const tickets = socketTickets(
      app().jwtKey,
      async () => true,
      () => now,
    );
    const { ticket } = tickets.issue({
      uid: cast.partner.uid,
      accountType: 'Partner',
      issuedAt: now,
      expiresAt: now + 900_000,
    });
    now += socketTicketSeconds * 1000 + 1;
    expect(await tickets.redeem(ticket)).toBeUndefined();
  });
});
