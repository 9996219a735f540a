import type { ChatFailure } from '../../../common/realtime.js';
import { socketFailure, type SocketLog } from '../../realtime/socket-answers.js';
import { userRoom, watchRoom } from '../../realtime/socket-server.js';

/** Where the chat's socket layer reports what went wrong. */
export type ChatLog = SocketLog;

/** An allowance of messages: `burst` at once, refilled at `perSecond`. */
export function tokenBucket(perSecond: number, burst: number, clock: () => number = Date.now) {
  let tokens = burst;
  let last = clock();
  return {
    /** Takes one token; false when the sender is sending too fast. */
    take(): boolean {
      const t = clock();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    /** When a token was last asked for. */
    lastUsed: () => last,
  };
}

/** An allowance of messages. */
export type TokenBucket = ReturnType<typeof tokenBucket>;

/** A refusal as the acknowledgement carries it: the code, message and field errors of HTTP. */
export const failure = (error: unknown, log: ChatLog): ChatFailure =>
  socketFailure(error, log, 'chat socket request failed');

export { ackOf as answer, parsePayload as parse } from '../../realtime/socket-answers.js';

/** Every room a push to these users goes to: their own sockets and Admins emulating them. */
export function roomsOf(uids: Iterable<string>): string[] {
  const rooms: string[] = [];
  for (const uid of uids) rooms.push(userRoom(uid), watchRoom(uid));
  return rooms;
}
