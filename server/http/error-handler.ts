import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { checkInput, type ValidationFailure } from '../../common/api/validation.js';
import { isDatabaseUnavailable, isStorageFull } from '../db/failures.js';
import { AppError } from '../errors.js';

/** The answer to a request or socket payload that its contract schema refuses. */
export function validationError(failure: ValidationFailure): AppError {
  return new AppError(failure.code, {}, failure.fieldErrors, 400);
}

/**
 * Checks a route's path, query and body with its contract schema through checkInput, so the
 * code of a refusal comes from the catalogue; the refusal reaches the error handler as is.
 */
export const contractValidator: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const checked = checkInput(schema, data);
    return checked.success ? { value: checked.data } : { error: validationError(checked.failure) };
  };

/** How long a client should wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;

/**
 * A failure that is not a bug but an outage: the database unreachable or locked (503
 * service_unavailable with Retry-After, so clients try again) or a full disk (507
 * insufficient_storage). Undefined for anything else.
 */
export function outageError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return undefined;
  if (isStorageFull(error)) return new AppError('insufficient_storage');
  if (isDatabaseUnavailable(error))
    return new AppError('service_unavailable', { retryAfterSeconds: databaseRetryAfterSeconds });
  return undefined;
}

/**
 * Validates requests with contractValidator, and sends every failure as `{ error: { code, message,
 * fieldErrors? } }` (common/errors.ts ErrorBody); only bugs are 500s.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setValidatorCompiler(contractValidator);
  app.setErrorHandler((caught: FastifyError | AppError, request, reply) => {
    const error = outageError(caught) ?? caught;
    if (error !== caught) request.log.warn({ err: caught }, error.message);
    if (error instanceof AppError) {
      const retry = error.params.retryAfterSeconds;
      if (retry !== undefined) void reply.header('retry-after', String(retry));
      return reply.status(error.status).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a body over the size limit: the client's fault.
      return reply
        .status(status)
        .send(new AppError('invalid_input', {}, undefined, status).toBody());
    }
    if (isUnstorableText(error)) {
      // Every contract refuses control characters; this only catches text that came another way.
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply.status(400).send(new AppError('invalid_input').toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError('other').toBody());
  });
}

/** PostgreSQL's refusal of text it cannot store (a NUL byte): invalid or untranslatable characters. */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}
