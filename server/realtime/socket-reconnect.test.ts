import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatLimits } from '../../common/limits.js';
import { keepLive, patientSender, type LiveSocket } from '../../common/realtime-client.js';
import { socketPath, type SendAck } from '../../common/realtime.js';
import { anotherInstance } from '../test/test-app.js';
import {
  chatCast,
  eventually,
  inbox,
  socketPool,
  storedCount,
  urlOf,
  type ChatClient,
} from '../test/chat.js';
import type { TestUser } from '../test/factories.js';
import { logOut, refreshTokenOf } from '../test/refresh-sessions.js';
import { useTestApp } from '../test/use-test-app.js';

// The browser's policy for its live connection (common/realtime-client.ts), run against the real
// server: it reconnects after every end the server asks it to survive, renews its token, and sends
// each chat message until the server has answered it.

let url: string;
let cast: Awaited<ReturnType<typeof chatCast>>;
const pool = socketPool();
const stops: (() => void)[] = [];
let second: FastifyInstance | undefined;

const app = useTestApp({}, 'test');
beforeEach(async () => {
  await app().app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(app().app.server.address());
  cast = await chatCast(app());
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  pool.closeAll();
  await second?.close();
  second = undefined;
});

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const signToken = (user: TestUser, seconds: number) =>
  new SignJWT({ typ: 'Partner' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.uid)
    .setIssuer('crewcast')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(app().jwtKey);

/**
 * A browser-like client of `user`: its token, renewals, reconnections and patient sender; with
 * `tickets`, as the web app, each handshake's URL carries a ticket from POST /api/realtime/ticket.
 */
async function liveClient(user: TestUser, firstTokenSeconds = 900, tickets = false) {
  let token = await signToken(user, firstTokenSeconds);
  const seen = { renewals: 0, reconnections: 0, connects: 0, tickets: 0 };
  const socket: ChatClient = connect(url, {
    path: socketPath,
    forceNew: true,
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    autoConnect: !tickets,
  });
  const ticket = async () => {
    const res = await (second ?? app().app).inject({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) return null;
    seen.tickets += 1;
    return res.json<{ ticket: string }>().ticket;
  };
  socket.on('connect', () => {
    seen.connects += 1;
  });
  const live = socket as unknown as LiveSocket;
  stops.push(
    keepLive(live, {
      currentToken: () => token,
      renewToken: async () => {
        seen.renewals += 1;
        token = await signToken(user, 900);
        return token;
      },
      expiresSoon: (jwt) => (decodeJwt(jwt).exp ?? 0) * 1000 < Date.now() + 500,
      sleep,
      onReconnected: () => {
        seen.reconnections += 1;
      },
      shutdownDelayMs: () => 100,
      ...(tickets ? { ticket } : {}),
    }),
    () => socket.close(),
  );
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const sender = patientSender(live, { sleep, attemptMs: 2000 });
  const send = (to: string, body: string) =>
    sender.send<SendAck>('onMessage', { id: randomUUID(), type: 'Direct', to, body });
  return { socket, seen, send };
}

describe('the live connection of a browser', () => {
  it('renews an expiring token and reconnects, losing and doubling no message', async () => {
    const partner = await liveClient(cast.partner, 2);
    const editor = await pool.connect(url, cast.editor);
    const box = inbox(editor);
    // Messages keep going out every 100 ms across the token's expiry.
    const bodies = Array.from({ length: 30 }, (_, i) => `across expiry ${i}`);
    const answers: Promise<SendAck>[] = [];
    for (const body of bodies) {
      answers.push(partner.send(cast.editor.uid, body));
      await sleep(100);
    }
    expect((await Promise.all(answers)).every((a) => a.ok)).toBe(true);
    expect(partner.seen.renewals).toBeGreaterThanOrEqual(1);
    expect(partner.seen.reconnections).toBeGreaterThanOrEqual(1);
    await eventually(() => expect(box.map((m) => m.body)).toEqual(bodies));
    expect(await storedCount(app())).toBe(bodies.length);
  });

  it('reconnects after its sessions were ended elsewhere, with a renewed token', async () => {
    const partner = await liveClient(cast.partner);
    const refresh = await refreshTokenOf(app(), cast.partner);
    const disconnected = new Promise((r) => partner.socket.once('disconnect', r));
    const started = Date.now();
    // Another device logs out: every socket of the user ends.
    expect(await logOut(app(), refresh)).toBe(200);
    await disconnected;
    await eventually(() => expect(partner.socket.connected).toBe(true), 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(partner.seen.renewals).toBeGreaterThanOrEqual(1);
    expect((await partner.send(cast.editor.uid, 'back again')).ok).toBe(true);
  });

  it('reconnects with a new ticket after its sessions were ended, with no token in any URL', async () => {
    const urls: string[] = [];
    const record = (req: { url?: string }) => urls.push(req.url ?? '');
    app().app.server.prependListener('upgrade', record);
    const partner = await liveClient(cast.partner, 900, true);
    expect(partner.seen.tickets).toBe(1);
    const refresh = await refreshTokenOf(app(), cast.partner);
    const disconnected = new Promise((r) => partner.socket.once('disconnect', r));
    expect(await logOut(app(), refresh)).toBe(200);
    await disconnected;
    await eventually(() => expect(partner.socket.connected).toBe(true), 5000);
    expect(partner.seen.tickets).toBeGreaterThanOrEqual(2);
    expect((await partner.send(cast.editor.uid, 'back with a ticket')).ok).toBe(true);
    app().app.server.off('upgrade', record);
    expect(urls.filter((u) => u.includes('token='))).toEqual([]);
    expect(urls.every((u) => u.includes('ticket='))).toBe(true);
  });

  it('reconnects within seconds after its instance shuts down, to the next one', async () => {
    const partner = await liveClient(cast.partner);
    const port = (app().app.server.address() as AddressInfo).port;
    await app().app.close();
    second = await anotherInstance(app());
    await second.listen({ port, host: '127.0.0.1' });
    const restarted = Date.now();
    // The client catches up (refetches) once it is back.
    await eventually(() => expect(partner.seen.reconnections).toBe(1), 5000);
    expect(Date.now() - restarted).toBeLessThan(5000);
    expect((await partner.send(cast.editor.uid, 'on the next instance')).ok).toBe(true);
  });

  it('sends the messages queued while disconnected once back, none refused by the flood limit', async () => {
    const partner = await liveClient(cast.partner);
    partner.socket.disconnect();
    const count = chatLimits.messagesBurst * 3;
    const bodies = Array.from({ length: count }, (_, i) => `queued ${i}`);
    const answers = bodies.map((body) => partner.send(cast.editor.uid, body));
    await sleep(200);
    partner.socket.connect();
    const acks = await Promise.all(answers);
    expect(acks.filter((a) => !a.ok)).toEqual([]);
    expect(await storedCount(app())).toBe(count);
  });
});
