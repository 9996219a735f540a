import {
  ChatLogin,
  EmulateClient,
  SendMessage,
  supportContactId,
  type PresenceAck,
  type SendAck,
} from '../../../common/realtime.js';
import { AppError } from '../../errors.js';
import { socketsIn, userRoom, watchRoom } from '../../realtime/socket-server.js';
import type { Principal } from '../../auth/tokens.js';
import type { ChatSocketContext } from './chat-socket-context.js';
import { answer, failure, parse } from './chat-socket-helpers.js';

/** What the emulate event uses of a socket: the client it watches and its rooms. */
export type WatchingSocket = {
  data: { watching?: string | null };
  join(room: string): Promise<void> | void;
  leave(room: string): Promise<void> | void;
};

const presenceFailed = (ctx: ChatSocketContext, principal: Principal) => (err: unknown) =>
  ctx.log.warn({ err, uid: principal.uid }, 'announcing presence failed');

/** A socket connected: its user's contacts hear they are online. */
export function onConnect(ctx: ChatSocketContext, principal: Principal): void {
  ctx.announce(principal, 1).catch(presenceFailed(ctx, principal));
}

/** A socket closed: once the user has no socket left for a moment, they are offline. */
export function onDisconnect(ctx: ChatSocketContext, principal: Principal): void {
  const timer = setTimeout(() => {
    socketsIn(ctx.io, userRoom(principal.uid))
      .then((left) => (left.length === 0 ? ctx.announce(principal, 0) : undefined))
      .catch(presenceFailed(ctx, principal));
  }, ctx.offlineDelayMs);
  timer.unref();
}

/** Runs a presence request and acknowledges its answer, or the refusal. */
function answerPresence(
  ctx: ChatSocketContext,
  ack: unknown,
  work: () => Promise<PresenceAck>,
): void {
  const reply = answer<PresenceAck>(ack);
  void work()
    .then(reply)
    .catch((error: unknown) => reply(failure(error, ctx.log)));
}

/** onLogin: answers who of the user's contacts is online. */
export function onLogin(
  ctx: ChatSocketContext,
  principal: Principal,
  payload: unknown,
  ack: unknown,
): void {
  answerPresence(ctx, ack, async () => {
    const { name } = parse(ChatLogin, payload);
    if (name !== principal.uid) throw new AppError('forbidden');
    const audience = await ctx.service.audienceOf(principal.uid, principal.accountType === 'Admin');
    return { ok: true, online: await ctx.onlineAmong(audience) };
  });
}

/** The conversation a message goes to, as the ordering of its pushes keys it. */
function orderKey(message: SendMessage, from: string): string {
  if (message.type === 'Group') return `g:${message.to}`;
  if (message.type === 'Support') return `s:${message.to === supportContactId ? from : message.to}`;
  return [from, message.to].sort().join(':');
}

/** onMessage: stores and delivers a message, rate-limited per user, in order per conversation. */
export async function onMessage(
  ctx: ChatSocketContext,
  principal: Principal,
  payload: unknown,
  ack: unknown,
): Promise<void> {
  const reply = answer<SendAck>(ack);
  if (!(await ctx.floodLimit.take(principal.uid))) {
    reply(failure(new AppError('message_rate_limited'), ctx.log));
    return;
  }
  let message: SendMessage;
  try {
    message = parse(SendMessage, payload);
  } catch (error) {
    reply(failure(error, ctx.log));
    return;
  }
  ctx.inOrder(orderKey(message, message.from ?? principal.uid), async () => {
    try {
      const delivery = await ctx.service.send(principal, message);
      // A message sent again is answered with the stored copy and not pushed twice.
      if (delivery.created) ctx.deliver(delivery);
      reply({ ok: true, message: delivery.message });
    } catch (error) {
      reply(failure(error, ctx.log));
    }
  });
}

/** emulate: an Admin starts (or, with no uid, stops) hearing a client's messages. */
export function onEmulate(
  ctx: ChatSocketContext,
  socket: WatchingSocket,
  principal: Principal,
  payload: unknown,
  ack: unknown,
): void {
  answerPresence(ctx, ack, async () => {
    if (principal.accountType !== 'Admin') throw new AppError('forbidden');
    const { uid } = parse(EmulateClient, payload);
    if (uid) await ctx.service.emulate(principal, uid);
    if (socket.data.watching) await socket.leave(watchRoom(socket.data.watching));
    socket.data.watching = uid;
    if (!uid) return { ok: true, online: [] };
    await socket.join(watchRoom(uid));
    return { ok: true, online: await ctx.onlineAmong(await ctx.service.audienceOf(uid, false)) };
  });
}
