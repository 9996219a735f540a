import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  socketPath,
  type ClientToServerEvents,
  type OrderUpdated,
  type ServerToClientEvents,
} from '../../common/realtime.js';
import { signAccessToken } from '../auth/tokens.js';
import { insertOrder, orderPeople } from '../test/orders.js';
import { useTestApp } from '../test/use-test-app.js';
import { attachSocketServer } from './socket-server.js';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const clients: Client[] = [];

function client(url: string, auth?: object): Client {
  const socket: Client = connect(url, {
    path: socketPath,
    reconnection: false,
    forceNew: true,
    ...(auth ? { auth, query: auth as Record<string, string> } : {}),
  });
  clients.push(socket);
  return socket;
}

/** Resolves on connect, rejects with the server's reason on connect_error. */
const connected = (socket: Client) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });

const nextUpdate = (socket: Client) =>
  new Promise<OrderUpdated>((resolve) => socket.once('orderUpdated', resolve));

const urlOf = (address: AddressInfo | string | null) =>
  `http://127.0.0.1:${(address as AddressInfo).port}`;

afterEach(() => {
  for (const socket of clients.splice(0)) socket.close();
});

describe('socket server', () => {
  const app = useTestApp({}, 'test');
  let url: string;
  beforeEach(async () => {
    await app().app.listen({ port: 0, host: '127.0.0.1' });
    url = urlOf(app().app.server.address());
  });

  it('pushes orderUpdated to the sockets of the users on an order, and to no one else', async () => {
    const cast = await orderPeople(app());
    const order = await insertOrder(
      app(),
      { client: cast.partner, staff: cast.editor },
      {
        createdAt: new Date().toISOString(),
      },
    );
    const partner = client(url, { token: cast.partner.token });
    const partnerTab2 = client(url, { token: cast.partner.token });
    const stranger = client(url, { token: cast.otherPartner.token });
    await Promise.all([connected(partner), connected(partnerTab2), connected(stranger)]);
    const strangerHeard: OrderUpdated[] = [];
    stranger.on('orderUpdated', (update: OrderUpdated) => strangerHeard.push(update));

    const heard = Promise.all([nextUpdate(partner), nextUpdate(partnerTab2)]);
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/payment/fulfillment/extension',
      headers: cast.editor.headers,
      payload: { requestId: order.id, extension: 2 },
    });
    expect(res.statusCode).toBe(200);
    const [first, second] = await heard;
    expect(first).toMatchObject({ requestId: order.id, event: 'moreTimeAsked' });
    expect(second).toEqual(first);
    // A barrier instead of a wait: an update on the stranger's own order reaches them after any
    // update sent to them before it, so once it arrives nothing else can be on its way.
    const own = await insertOrder(
      app(),
      { client: cast.otherPartner, staff: cast.otherEditor },
      { createdAt: new Date().toISOString() },
    );
    const sentinel = nextUpdate(stranger);
    const asked = await app().app.inject({
      method: 'POST',
      url: '/api/payment/fulfillment/extension',
      headers: cast.otherEditor.headers,
      payload: { requestId: own.id, extension: 2 },
    });
    expect(asked.statusCode).toBe(200);
    expect((await sentinel).requestId).toBe(own.id);
    expect(strangerHeard.map((u) => u.requestId)).toEqual([own.id]);
  });

  it('refuses a connection without a token, with a forged one or with an expired one', async () => {
    const cast = await orderPeople(app());
    const expired = await new SignJWT({ typ: 'Partner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(cast.partner.uid)
      .setIssuer('crewcast')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(app().jwtKey);
    const forged = await signAccessToken(randomBytes(32), {
      uid: cast.partner.uid,
      accountType: 'Partner',
    });
    for (const auth of [
      undefined,
      { token: '' },
      { token: 'nonsense' },
      { token: forged },
      {
        token: expired,
      },
    ]) {
      // Polling first, as a browser does: refused before any engine.io session (403).
      await expect(connected(client(url, auth))).rejects.toMatchObject({ description: 403 });
    }
  });

  it('lets the app close while sockets are connected', async () => {
    const cast = await orderPeople(app());
    const socket = client(url, { token: cast.partner.token });
    await connected(socket);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await app().app.close();
    await disconnected;
  });
});

// CI sets TEST_REDIS_URL to the Redis server it runs; without one this case is skipped.
describe.runIf(process.env.TEST_REDIS_URL)('socket server with the Redis adapter', () => {
  it('carries a push from one instance to a socket connected to another', async () => {
    const jwtKey = randomBytes(32);
    const instances = [Fastify(), Fastify()];
    const hubs = instances.map(
      (app) =>
        attachSocketServer(app, {
          jwtKey,
          accountOf: async () => ({ accountType: 'Partner', sessionsEndedAt: null }),
          config: { REDIS_URL: process.env.TEST_REDIS_URL },
        }).hub,
    );
    try {
      for (const app of instances) await app.listen({ port: 0, host: '127.0.0.1' });
      const uid = crypto.randomUUID();
      const token = await signAccessToken(jwtKey, { uid, accountType: 'Partner' });
      const socket = client(urlOf(instances[0]!.server.address()), { token });
      await connected(socket);
      const heard = nextUpdate(socket);
      const payload = { requestId: 'r-1', event: 'placed', at: new Date().toISOString() } as const;
      // The subscription of the adapter may take a moment after start; push until it arrives.
      const timer = setInterval(() => hubs[1]!.toUsers([uid], 'orderUpdated', payload), 100);
      try {
        expect(await heard).toEqual(payload);
      } finally {
        clearInterval(timer);
      }
    } finally {
      for (const app of instances) await app.close();
    }
  });
});
