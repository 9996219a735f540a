import { AppError } from '../../errors.js';
import {
  endSocket,
  sessionExpired,
  type AppServerSocket,
  type SocketServer,
} from '../../realtime/socket-server.js';
import type { Principal } from '../../auth/tokens.js';
import {
  chatSocketContext,
  type ChatSocketContext,
  type ChatSocketDeps,
} from './chat-socket-context.js';
import { onConnect, onDisconnect, onEmulate, onLogin, onMessage } from './chat-socket-events.js';
import { answer, failure } from './chat-socket-helpers.js';
import { typingRelay } from './chat-typing-relay.js';

export type { ChatSocketDeps } from './chat-socket-context.js';

/**
 * Runs a handler only while the socket's access token is valid: an expired one is refused
 * (unauthorized, so the client sends it again once it has reconnected with a renewed token) and
 * the socket ends, even if the expiry timer has not fired yet.
 */
function whileValid(
  ctx: ChatSocketContext,
  socket: AppServerSocket,
  handler: (payload: unknown, ack: unknown) => unknown,
) {
  return (payload: unknown, ack: unknown) => {
    if (sessionExpired(socket)) {
      answer(ack)(failure(new AppError('unauthorized'), ctx.log));
      endSocket(socket, 'tokenExpired');
      return;
    }
    void handler(payload, ack);
  };
}

/**
 * The chat's socket events (docs/product.md §4, §7 Socket): `onLogin` answers who of the user's contacts is
 * online, `onMessage` stores and delivers a message (rate-limited per user across their sockets
 * and, with Redis, across instances; in order per conversation on this instance), `emulate` lets
 * an Admin hear a client's messages, `typing` is passed on to a conversation's other readers
 * (never stored), and `updateUser` tells a user's contacts when they come
 * online or go offline. Presence is read from the sockets in each user's room, which the Redis
 * adapter spans across instances.
 */
export function attachChatSocket(io: SocketServer, deps: ChatSocketDeps) {
  const ctx = chatSocketContext(io, deps);
  const relayTyping = typingRelay(ctx);

  io.on('connection', (socket) => {
    const principal: Principal = { uid: socket.data.uid, accountType: socket.data.accountType };

    onConnect(ctx, principal);
    socket.on('disconnect', () => onDisconnect(ctx, principal));
    socket.on(
      'onLogin',
      whileValid(ctx, socket, (payload, ack) => onLogin(ctx, principal, payload, ack)),
    );
    socket.on(
      'onMessage',
      whileValid(ctx, socket, (payload, ack) => onMessage(ctx, principal, payload, ack)),
    );
    const onTyping = whileValid(ctx, socket, (payload) => relayTyping(principal, payload));
    socket.on('typing', (payload) => onTyping(payload, undefined));
    socket.on(
      'emulate',
      whileValid(ctx, socket, (payload, ack) => onEmulate(ctx, socket, principal, payload, ack)),
    );
  });

  return { deliver: ctx.deliver };
}
