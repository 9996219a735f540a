import type { SocketServer } from '../../realtime/socket-server.js';
import type { Principal } from '../../auth/tokens.js';
import { chatSocketContext, type ChatSocketDeps } from './chat-socket-context.js';
import { onConnect, onDisconnect, onEmulate, onLogin, onMessage } from './chat-socket-events.js';
import { tokenBucket } from './chat-socket-helpers.js';

export type { ChatSocketDeps } from './chat-socket-context.js';

/**
 * The chat's socket events (docs/product.md §4, §7 Socket): `onLogin` answers who of the user's contacts is
 * online, `onMessage` stores and delivers a message (rate-limited per socket, in order per
 * conversation on this instance), `emulate` lets an Admin hear a client's messages, and
 * `updateUser` tells a user's contacts when they come online or go offline. Presence is read
 * from the sockets in each user's room, which the Redis adapter spans across instances.
 */
export function attachChatSocket(io: SocketServer, deps: ChatSocketDeps) {
  const ctx = chatSocketContext(io, deps);

  io.on('connection', (socket) => {
    const principal: Principal = { uid: socket.data.uid, accountType: socket.data.accountType };
    const bucket = tokenBucket(ctx.perSecond, ctx.burst);

    onConnect(ctx, principal);
    socket.on('disconnect', () => onDisconnect(ctx, principal));
    socket.on('onLogin', (payload: unknown, ack: unknown) => onLogin(ctx, principal, payload, ack));
    socket.on('onMessage', (payload: unknown, ack: unknown) =>
      onMessage(ctx, principal, bucket, payload, ack),
    );
    socket.on('emulate', (payload: unknown, ack: unknown) =>
      onEmulate(ctx, socket, principal, payload, ack),
    );
  });

  return { deliver: ctx.deliver };
}
