import type { z } from 'zod';
import { checkInput } from '../../../common/api/validation.js';
import { chatLimits } from '../../../common/limits.js';
import {
  ChatLogin,
  EmulateClient,
  SendMessage,
  supportContactId,
  type ChatFailure,
  type PresenceAck,
  type SendAck,
} from '../../../common/realtime.js';
import { AppError } from '../../errors.js';
import { validationError } from '../../http/error-handler.js';
import { userRoom, watchRoom, type SocketServer } from '../../realtime/socket-server.js';
import type { Principal } from '../../auth/tokens.js';
import type { ChatService, Delivery } from './chat.service.js';

/** Where the chat's socket layer reports what went wrong. */
export type ChatLog = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** What the socket layer needs; the numbers default to chatLimits and may be lowered in tests. */
export type ChatSocketDeps = {
  service: ChatService;
  log: ChatLog;
  /** A user counts as offline this long after their last socket closed (a reload reconnects). */
  offlineDelayMs?: number;
  messagesPerSecond?: number;
  messagesBurst?: number;
};

/** A socket's allowance of messages: `burst` at once, refilled at `perSecond`. */
export function tokenBucket(perSecond: number, burst: number, clock: () => number = Date.now) {
  let tokens = burst;
  let last = clock();
  return {
    /** Takes one token; false when the socket is sending too fast. */
    take(): boolean {
      const t = clock();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** A refusal as the acknowledgement carries it: the code, message and field errors of HTTP. */
function failure(error: unknown, log: ChatLog): ChatFailure {
  if (error instanceof AppError) {
    const { error: body } = error.toBody();
    return {
      ok: false,
      error: {
        code: body.code,
        message: body.message,
        ...(body.fieldErrors ? { fieldErrors: body.fieldErrors } : {}),
      },
    };
  }
  log.error({ err: error }, 'chat socket request failed');
  return failure(new AppError('other'), log);
}

/** Parses a payload with its schema, or throws the same error an HTTP body would get. */
function parse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const checked = checkInput(schema, payload);
  if (checked.success) return checked.data;
  throw validationError(checked.failure);
}

/** Every room a push to these users goes to: their own sockets and Admins emulating them. */
function roomsOf(uids: Iterable<string>): string[] {
  const rooms: string[] = [];
  for (const uid of uids) rooms.push(userRoom(uid), watchRoom(uid));
  return rooms;
}

/**
 * The chat's socket events (docs/product.md §4, §7 Socket): `onLogin` answers who of the user's contacts is
 * online, `onMessage` stores and delivers a message (rate-limited per socket, in order per
 * conversation on this instance), `emulate` lets an Admin hear a client's messages, and
 * `updateUser` tells a user's contacts when they come online or go offline. Presence is read
 * from the sockets in each user's room, which the Redis adapter spans across instances.
 */
export function attachChatSocket(io: SocketServer, deps: ChatSocketDeps) {
  const { service, log } = deps;
  const offlineDelayMs = deps.offlineDelayMs ?? 1500;
  const perSecond = deps.messagesPerSecond ?? chatLimits.messagesPerSecond;
  const burst = deps.messagesBurst ?? chatLimits.messagesBurst;

  /** Sends a stored message to everyone who should have it now. */
  function deliver(delivery: Delivery): void {
    if (delivery.recipients.length === 0) return;
    io.to(roomsOf(delivery.recipients)).emit('message', delivery.message);
  }

  // Messages of one conversation are stored and pushed one after another, in arrival order.
  const tails = new Map<string, Promise<void>>();
  function inOrder(key: string, task: () => Promise<void>): void {
    const next = (tails.get(key) ?? Promise.resolve()).then(task);
    tails.set(key, next);
    void next.finally(() => {
      if (tails.get(key) === next) tails.delete(key);
    });
  }

  /** The uids online among `audience` (all of them, for an Admin's 'everyone'), on any instance. */
  async function onlineAmong(audience: ReadonlySet<string> | 'everyone'): Promise<string[]> {
    if (audience !== 'everyone' && audience.size === 0) return [];
    const sockets =
      audience === 'everyone'
        ? await io.fetchSockets()
        : await io.in([...audience].map(userRoom)).fetchSockets();
    return [...new Set(sockets.map((s) => s.data.uid))];
  }

  async function announce(principal: Principal, online: number): Promise<void> {
    const person = await service.personOf(principal.uid);
    if (!person) return;
    const update = {
      name: person.username,
      uid: person.id,
      online,
      at: new Date().toISOString(),
    };
    const audience = await service.audienceOf(principal.uid, principal.accountType === 'Admin');
    if (audience === 'everyone') io.emit('updateUser', update);
    else if (audience.size > 0) io.to(roomsOf(audience)).emit('updateUser', update);
  }

  io.on('connection', (socket) => {
    const principal: Principal = { uid: socket.data.uid, accountType: socket.data.accountType };
    const bucket = tokenBucket(perSecond, burst);
    const answer = <A>(ack: unknown) =>
      typeof ack === 'function' ? (ack as (a: A) => void) : () => {};

    announce(principal, 1).catch((err: unknown) =>
      log.warn({ err, uid: principal.uid }, 'announcing presence failed'),
    );
    socket.on('disconnect', () => {
      const timer = setTimeout(() => {
        io.in(userRoom(principal.uid))
          .fetchSockets()
          .then((left) => (left.length === 0 ? announce(principal, 0) : undefined))
          .catch((err: unknown) =>
            log.warn({ err, uid: principal.uid }, 'announcing presence failed'),
          );
      }, offlineDelayMs);
      timer.unref();
    });

    socket.on('onLogin', (payload: unknown, ack: unknown) => {
      const reply = answer<PresenceAck>(ack);
      void (async () => {
        try {
          const { name } = parse(ChatLogin, payload);
          if (name !== principal.uid) throw new AppError('forbidden');
          const audience = await service.audienceOf(
            principal.uid,
            principal.accountType === 'Admin',
          );
          reply({ ok: true, online: await onlineAmong(audience) });
        } catch (error) {
          reply(failure(error, log));
        }
      })();
    });

    socket.on('onMessage', (payload: unknown, ack: unknown) => {
      const reply = answer<SendAck>(ack);
      if (!bucket.take()) {
        reply(failure(new AppError('message_rate_limited'), log));
        return;
      }
      let message: SendMessage;
      try {
        message = parse(SendMessage, payload);
      } catch (error) {
        reply(failure(error, log));
        return;
      }
      const from = message.from ?? principal.uid;
      const key =
        message.type === 'Group'
          ? `g:${message.to}`
          : message.type === 'Support'
            ? `s:${message.to === supportContactId ? from : message.to}`
            : [from, message.to].sort().join(':');
      inOrder(key, async () => {
        try {
          const delivery = await service.send(principal, message);
          // A message sent again is answered with the stored copy and not pushed twice.
          if (delivery.created) deliver(delivery);
          reply({ ok: true, message: delivery.message });
        } catch (error) {
          reply(failure(error, log));
        }
      });
    });

    socket.on('emulate', (payload: unknown, ack: unknown) => {
      const reply = answer<PresenceAck>(ack);
      void (async () => {
        try {
          if (principal.accountType !== 'Admin') throw new AppError('forbidden');
          const { uid } = parse(EmulateClient, payload);
          if (uid) await service.emulate(principal, uid);
          if (socket.data.watching) await socket.leave(watchRoom(socket.data.watching));
          socket.data.watching = uid;
          if (!uid) return reply({ ok: true, online: [] });
          await socket.join(watchRoom(uid));
          reply({ ok: true, online: await onlineAmong(await service.audienceOf(uid, false)) });
        } catch (error) {
          reply(failure(error, log));
        }
      })();
    });
  });

  return { deliver };
}

/** What the orders notifier posts System messages through. */
export type SystemMessenger = {
  post(notice: {
    uids: readonly string[];
    key: string;
    body: string;
    link: string | null;
  }): Promise<void>;
};

/** Posts System messages through the chat service and pushes the new ones to their readers. */
export function systemMessenger(
  service: Pick<ChatService, 'postSystem'>,
  deliver: (delivery: Delivery) => void,
): SystemMessenger {
  return {
    async post(notice) {
      for (const delivery of await service.postSystem(notice))
        if (delivery.created) deliver(delivery);
    },
  };
}
