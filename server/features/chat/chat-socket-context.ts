import type { Redis } from 'ioredis';
import { chatLimits } from '../../../common/limits.js';
import { socketsIn, userRoom, type SocketServer } from '../../realtime/socket-server.js';
import type { Principal } from '../../auth/tokens.js';
import type { ChatService, Delivery } from './chat.service.js';
import { chatFloodLimit } from './chat-flood-limit.js';
import { roomsOf, type ChatLog } from './chat-socket-helpers.js';
import type { Clock } from '../../clock.js';

/** What the socket layer needs; the numbers default to chatLimits and may be lowered in tests. */
export type ChatSocketDeps = {
  service: ChatService;
  log: ChatLog;
  /** The process clock, which stamps presence changes. */
  now: Clock;
  /** A user counts as offline this long after their last socket closed (a reload reconnects). */
  offlineDelayMs?: number;
  messagesPerSecond?: number;
  messagesBurst?: number;
  /** Shares the flood limit between instances; in-process without it. */
  redis?: Redis | undefined;
};

/** What the socket event handlers share: the server, the service, limits, delivery and presence. */
export type ChatSocketContext = ReturnType<typeof chatSocketContext>;

/** Builds the socket layer's shared state once per socket server. */
export function chatSocketContext(io: SocketServer, deps: ChatSocketDeps) {
  const { service } = deps;

  // Messages of one conversation are stored and pushed one after another, in arrival order.
  const tails = new Map<string, Promise<void>>();

  /** The uids online among `audience` (all of them, for an Admin's 'everyone'), on any instance. */
  async function onlineAmong(audience: ReadonlySet<string> | 'everyone'): Promise<string[]> {
    if (audience !== 'everyone' && audience.size === 0) return [];
    // While the other instances cannot be asked (Redis away), this instance's sockets answer.
    const sockets =
      audience === 'everyone'
        ? await io.fetchSockets().catch(() => io.local.fetchSockets())
        : await socketsIn(io, [...audience].map(userRoom));
    return [...new Set(sockets.map((s) => s.data.uid))];
  }

  const floodLimit = chatFloodLimit(
    {
      perSecond: deps.messagesPerSecond ?? chatLimits.messagesPerSecond,
      burst: deps.messagesBurst ?? chatLimits.messagesBurst,
    },
    deps.redis,
  );

  return {
    io,
    service,
    log: deps.log,
    offlineDelayMs: deps.offlineDelayMs ?? 1500,
    floodLimit,
    onlineAmong,

    /** Sends a stored message to everyone who should have it now. */
    deliver(delivery: Delivery): void {
      if (delivery.recipients.length === 0) return;
      io.to(roomsOf(delivery.recipients)).emit('message', delivery.message);
    },

    /** Runs `task` after every earlier task of the same conversation `key`. */
    inOrder(key: string, task: () => Promise<void>): void {
      const next = (tails.get(key) ?? Promise.resolve()).then(task);
      tails.set(key, next);
      void next.finally(() => {
        if (tails.get(key) === next) tails.delete(key);
      });
    },

    /** Tells whoever hears `principal`'s presence that they are now online (1) or offline (0). */
    async announce(principal: Principal, online: number): Promise<void> {
      const person = await service.personOf(principal.uid);
      if (!person) return;
      const update = {
        name: person.username,
        uid: person.id,
        online,
        at: deps.now().toISOString(),
      };
      const audience = await service.audienceOf(principal.uid, principal.accountType === 'Admin');
      if (audience === 'everyone') io.emit('updateUser', update);
      else if (audience.size > 0) io.to(roomsOf(audience)).emit('updateUser', update);
    },
  };
}
