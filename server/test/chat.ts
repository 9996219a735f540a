import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach } from 'vitest';
import {
  socketPath,
  type ChatMessage,
  type ClientToServerEvents,
  type PresenceAck,
  type PresenceUpdate,
  type SendAck,
  type SendMessage,
  type ServerToClientEvents,
} from '../../common/realtime.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './test-app.js';
import { useTestApp, type TestAppOptions } from './use-test-app.js';
import { addMember } from './teams.js';

// Shared set-up of the chat tests: a team with its group, people outside it, and socket clients.

/** A socket.io client as the browser's, typed by the event maps. */
export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * An Admin, a Partner with a team (editor and artist) and its group, another Partner with a team
 * of their own (otherEditor), and an Affiliate.
 */
export async function chatCast(t: TestApp) {
  const [admin, partner, editor, artist, otherPartner, otherEditor, affiliate] = await Promise.all([
    createUser(t, { accountType: 'Admin', name: 'Ada Admin' }),
    createUser(t, { accountType: 'Partner', name: 'Pat Partner' }),
    createUser(t, { accountType: 'Production', name: 'Eddie Editor', isEditor: true }),
    createUser(t, { accountType: 'Production', name: 'Art Artist', isArtist: true }),
    createUser(t, { accountType: 'Partner', name: 'Other Partner' }),
    createUser(t, { accountType: 'Production', name: 'Other Editor', isEditor: true }),
    createUser(t, { accountType: 'Affiliate', name: 'Alex Affiliate' }),
  ]);
  await addMember(t, admin, partner, editor, ['Editor']);
  await addMember(t, admin, partner, artist, ['Artist']);
  await addMember(t, admin, otherPartner, otherEditor, ['Editor']);
  const groupId = async (p: TestUser) =>
    (
      await t.db
        .selectFrom('team_groups')
        .select('id')
        .where('partner_id', '=', p.uid)
        .executeTakeFirstOrThrow()
    ).id;
  return {
    admin,
    partner,
    editor,
    artist,
    otherPartner,
    otherEditor,
    affiliate,
    group: await groupId(partner),
    otherGroup: await groupId(otherPartner),
  };
}

/** The base URL of an app that listens. */
export const urlOf = (address: AddressInfo | string | null) =>
  `http://127.0.0.1:${(address as AddressInfo).port}`;

/** Opens sockets and closes them all at the end of each test (call `closeAll` in afterEach). */
export function socketPool() {
  const open: ChatClient[] = [];
  return {
    /** A connected socket of `user` (no reconnection unless asked). */
    async connect(url: string, user: TestUser | { token: string }, reconnection = false) {
      const socket: ChatClient = connect(url, {
        path: socketPath,
        forceNew: true,
        reconnection,
        reconnectionDelay: 100,
        reconnectionDelayMax: 200,
        transports: ['websocket'],
        // The engine.io handshake carries the token too: no session opens without one.
        query: { token: user.token },
        auth: { token: user.token },
      });
      open.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (err) => reject(err));
      });
      return socket;
    },
    /**
     * A socket that is not expected to connect; resolves with the refusal's message. `query`
     * goes to the engine.io handshake (which refuses a missing or bad token before any session
     * exists: 'websocket error'), `auth` to the Socket.IO one ('unauthorized').
     */
    refused(url: string, auth: object | undefined, query?: Record<string, string>) {
      const socket: ChatClient = connect(url, {
        path: socketPath,
        forceNew: true,
        reconnection: false,
        transports: ['websocket'],
        ...(auth ? { auth } : {}),
        ...(query ? { query } : {}),
      });
      open.push(socket);
      return new Promise<string>((resolve, reject) => {
        socket.once('connect', () => reject(new Error('connected')));
        socket.once('connect_error', (err) => resolve(err.message));
      });
    },
    closeAll() {
      for (const socket of open.splice(0)) socket.close();
    },
  };
}

/** The people of `chatCast`. */
export type ChatCast = Awaited<ReturnType<typeof chatCast>>;

/**
 * The life cycle of a chat test file: before each test an app that listens, on a fresh database,
 * with the chat cast; after it, every socket and the app closed. Read `t`, `url` and `cast`
 * inside tests; `connect(user)` opens a socket of `user` to this app. A test that needs other
 * settings calls `rebuild(options)`: a new app, listening, with a new cast.
 */
export function useChatApp(options: TestAppOptions | (() => TestAppOptions) = {}) {
  const pool = socketPool();
  const app = useTestApp(options, 'test');
  let state: { url: string; cast: ChatCast } | undefined;
  const listen = async (t: TestApp) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    state = { url: urlOf(t.app.server.address()), cast: await chatCast(t) };
    return state;
  };
  // Registered after useTestApp's hooks, so these run after the app is built and, as Vitest
  // stacks after-hooks, close the sockets before the app.
  beforeEach(async () => {
    await listen(app());
  });
  afterEach(() => {
    pool.closeAll();
    state = undefined;
  });
  const current = () => {
    if (!state) throw new Error('the chat app is built before each test; read it inside a test');
    return state;
  };
  return {
    get t() {
      return app();
    },
    get url() {
      return current().url;
    },
    get cast() {
      return current().cast;
    },
    pool,
    connect: (user: TestUser | { token: string }, reconnection = false) =>
      pool.connect(current().url, user, reconnection),
    rebuild: async (next: TestAppOptions = {}) => {
      pool.closeAll();
      return listen(await app.rebuild(next));
    },
  };
}

/** Sends a message and resolves with the server's answer. */
export function send(
  socket: ChatClient,
  payload: Omit<SendMessage, 'id'> & { id?: string },
): Promise<SendAck> {
  return new Promise((resolve) =>
    socket.emit('onMessage', { id: randomUUID(), ...payload } as SendMessage, resolve),
  );
}

/** Sends any payload (bad input tests) and resolves with the answer. */
export function sendRaw(socket: ChatClient, payload: unknown): Promise<SendAck> {
  return new Promise((resolve) =>
    (socket.emit as (e: string, p: unknown, a: (r: SendAck) => void) => void)(
      'onMessage',
      payload,
      resolve,
    ),
  );
}

/** Emits onLogin with `name` (the uid) and resolves with who is online. */
export function login(socket: ChatClient, name: string): Promise<PresenceAck> {
  return new Promise((resolve) => socket.emit('onLogin', { name }, resolve));
}

/** Emits emulate and resolves with the answer. */
export function emulate(socket: ChatClient, uid: string | null): Promise<PresenceAck> {
  return new Promise((resolve) => socket.emit('emulate', { uid }, resolve));
}

/** Collects every `message` a socket receives. */
export function inbox(socket: ChatClient): ChatMessage[] {
  const got: ChatMessage[] = [];
  socket.on('message', (m) => got.push(m));
  return got;
}

/** Collects every `updateUser` a socket receives. */
export function presenceLog(socket: ChatClient): PresenceUpdate[] {
  const got: PresenceUpdate[] = [];
  socket.on('updateUser', (u) => got.push(u));
  return got;
}

/** Waits until `check` passes (up to `ms`), re-running it every 20 ms. */
export async function eventually(check: () => void | Promise<void>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/**
 * The sentinel of a "nothing arrived" check: asks the server on `socket` who of `user`'s contacts
 * is online and waits for the answer. The server answers on the same connection after every push
 * it sent that socket before, so once the action that must not push has answered (its ack or HTTP
 * reply), anything it pushed to `socket` has arrived when this resolves.
 */
export async function sentinel(socket: ChatClient, user: { uid: string }): Promise<void> {
  const answer = await login(socket, user.uid);
  if (!answer.ok) throw new Error(`the sentinel was refused: ${answer.error.code}`);
}

/** How many messages are stored. */
export async function storedCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
