import { chatLimits } from '../../../common/limits.js';
import { TypingStart } from '../../../common/realtime.js';
import type { Principal } from '../../auth/tokens.js';
import type { ChatSocketContext } from './chat-socket-context.js';
import { parse, roomsOf } from './chat-socket-helpers.js';

/**
 * Passes typing signals on: at most one per user and conversation every chatLimits.typingRelayMs
 * (an elapsed time, on the monotonic clock) on this instance, to the conversation's other readers.
 * Signals are fire-and-forget: nothing is stored or answered, and a bad or refused one is dropped,
 * so typing never costs a message's allowance nor tells a stranger anything.
 */
export function typingRelay(ctx: ChatSocketContext, relayMs = chatLimits.typingRelayMs) {
  const last = new Map<string, number>();

  function allowed(key: string, now: number): boolean {
    const before = last.get(key);
    if (before !== undefined && now - before < relayMs) return false;
    // Old entries go once the map grows, so it never holds more than the recent typists.
    if (last.size > 10_000) for (const [k, at] of last) if (now - at >= relayMs) last.delete(k);
    last.set(key, now);
    return true;
  }

  return async (principal: Principal, payload: unknown): Promise<void> => {
    try {
      const signal = parse(TypingStart, payload);
      if (!allowed(`${principal.uid}|${signal.type}|${signal.to}`, performance.now())) return;
      const { notice, recipients } = await ctx.service.typing(principal, signal);
      if (recipients.length > 0) ctx.io.to(roomsOf(recipients)).emit('typing', notice);
    } catch {
      // Dropped on purpose (see above).
    }
  };
}
