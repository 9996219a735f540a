import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { attachSocketServer } from '../../realtime/socket-server.js';
import { attachChatSocket } from './chat-socket.js';
import { chatRepository } from './chat.repository.js';
import { chatService, type ChatDeps } from './chat.service.js';

/** The chat service and its socket events, on the socket server every feature pushes through. */
export function buildChat(
  deps: { db: Kysely<Database>; config: Pick<Config, 'SUPPORT_REPLY_WITHIN'> },
  rest: Pick<ChatDeps, 'teams' | 'now'> & {
    sockets: ReturnType<typeof attachSocketServer>;
    log: FastifyBaseLogger;
  },
) {
  const chat = chatService({
    repo: chatRepository(deps.db),
    teams: rest.teams,
    now: rest.now,
    replyWithin: deps.config.SUPPORT_REPLY_WITHIN,
    hub: rest.sockets.hub,
  });
  const { io, redis } = rest.sockets;
  const chatSocket = attachChatSocket(io, { service: chat, log: rest.log, redis, now: rest.now });
  return { chat, chatSocket };
}
