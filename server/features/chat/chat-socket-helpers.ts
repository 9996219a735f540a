import type { z } from 'zod';
import { checkInput } from '../../../common/api/validation.js';
import type { ChatFailure } from '../../../common/realtime.js';
import { AppError } from '../../errors.js';
import { validationError } from '../../http/error-handler.js';
import { userRoom, watchRoom } from '../../realtime/socket-server.js';

/** Where the chat's socket layer reports what went wrong. */
export type ChatLog = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

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
export function failure(error: unknown, log: ChatLog): ChatFailure {
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
export function parse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const checked = checkInput(schema, payload);
  if (checked.success) return checked.data;
  throw validationError(checked.failure);
}

/** The acknowledgement callback a client passed, or one that does nothing. */
export const answer = <A>(ack: unknown) =>
  typeof ack === 'function' ? (ack as (a: A) => void) : () => {};

/** Every room a push to these users goes to: their own sockets and Admins emulating them. */
export function roomsOf(uids: Iterable<string>): string[] {
  const rooms: string[] = [];
  for (const uid of uids) rooms.push(userRoom(uid), watchRoom(uid));
  return rooms;
}
