import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorCode, requiredMessage, type ErrorCode } from '../../common/errors.js';
import { AppError } from '../errors.js';

/** One failed check, as fastify-type-provider-zod reports it. */
export type ValidationItem = {
  keyword: string;
  instancePath: string;
  message: string;
  params?: { params?: { code?: unknown } };
};

/**
 * Turns schema failures into one catalogue code plus a message per field. A rule that has its own
 * code in docs/product.md §8 (a username with a leading digit, a malformed e-mail) wins; missing fields alone
 * give form_incomplete; anything else is invalid_input.
 */
export function validationError(items: ValidationItem[]): AppError {
  const fieldErrors: Record<string, string> = {};
  let specific: ErrorCode | undefined;
  let onlyMissing = true;
  for (const item of items) {
    const field = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fieldErrors[field] ??= item.message;
    const code = item.params?.params?.code;
    if (!specific && isErrorCode(code)) specific = code;
    // requiredMessage marks a missing field whatever the check (a type, a list of choices, or a
    // field another one makes required, like the editor of an ordered edit).
    const missing =
      item.message === requiredMessage ||
      (item.keyword === 'invalid_type' && /received undefined/.test(item.message));
    if (!missing) onlyMissing = false;
  }
  return new AppError(
    specific ?? (onlyMissing ? 'form_incomplete' : 'invalid_input'),
    {},
    fieldErrors,
    400,
  );
}

/** Every failure leaves as `{ error: { code, message, fieldErrors? } }`; only bugs are 500s. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const retry = error.params.retryAfterSeconds;
      if (retry !== undefined) void reply.header('retry-after', String(retry));
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const appError = validationError(error.validation as unknown as ValidationItem[]);
      return reply.status(400).send(appError.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a body over the size limit: the client's fault.
      return reply
        .status(status)
        .send(new AppError('invalid_input', {}, undefined, status).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError('other').toBody());
  });
}
