import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What is running now, for logs and the audit log: the HTTP request (its id and the caller's
 * address), the socket event (the connection's handshake request id and one id per event) or
 * the job run. Work started inside a context keeps it across awaits.
 */
export type LogContext = {
  requestId?: string;
  ip?: string;
  eventId?: string;
  event?: string;
  job?: string;
  runId?: string;
};

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` inside `context`; what it logs and records carries the context's ids. */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the work running now (empty outside any). */
export function currentLogContext(): LogContext {
  return storage.getStore() ?? {};
}

/**
 * pino's mixin: every line logged inside a socket event or a job run gets its ids. Request
 * logs already carry Fastify's `reqId`, so the request id is left to it there.
 */
export function logContextFields(): Record<string, string> {
  const { requestId, eventId, event, job, runId } = currentLogContext();
  const fields: Record<string, string> = {};
  if (eventId) Object.assign(fields, { eventId, ...(requestId ? { requestId } : {}) });
  if (event) fields.event = event;
  if (runId) Object.assign(fields, { runId, ...(job ? { job } : {}) });
  return fields;
}
