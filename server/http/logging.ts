import type { FastifyServerOptions } from 'fastify';
import { logContextFields } from '../observability/log-context.js';

// Query strings may carry a refresh token (logout), a verification secret or a signed media link
// (`access`); never log them.
const secretParams = /([?&](?:token|hash|session_id|code|state|access)=)[^&#]*/gi;

/** Removes secret query values from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(secretParams, '$1[redacted]');
}

/** pino options: structured request logs without tokens, cookies or passwords. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Socket events and job runs are not requests: their ids come from the log context.
    mixin: logContextFields,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.refreshToken',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { id: req.id, method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
    },
  };
}
