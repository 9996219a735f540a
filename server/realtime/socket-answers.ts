import type { z } from 'zod';
import { checkInput } from '../../common/api/validation.js';
import type { ChatFailure } from '../../common/realtime.js';
import { AppError } from '../errors.js';
import { outageError, validationError } from '../http/error-handler.js';

/** Where a socket event's handler reports what went wrong. */
export type SocketLog = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * A refusal as a socket acknowledgement carries it: the code, message and field errors an HTTP
 * answer would have. An outage answers as over HTTP (`service_unavailable` while the database is
 * away, which the client's patient sender waits out); anything else but an AppError is logged as
 * `what` failing and answered `other`.
 */
export function socketFailure(error: unknown, log: SocketLog, what: string): ChatFailure {
  const outage = outageError(error);
  if (outage) {
    log.warn({ err: error }, `${what}: ${outage.message}`);
    return socketFailure(outage, log, what);
  }
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
  log.error({ err: error }, what);
  return socketFailure(new AppError('other'), log, what);
}

/** Parses a payload with its schema, or throws the same error an HTTP body would get. */
export function parsePayload<S extends z.core.$ZodType>(schema: S, payload: unknown): z.infer<S> {
  const checked = checkInput(schema, payload);
  if (checked.success) return checked.data;
  throw validationError(checked.failure);
}

/** The acknowledgement callback a client passed, or one that does nothing. */
export const ackOf = <A>(ack: unknown) =>
  typeof ack === 'function' ? (ack as (a: A) => void) : () => {};
