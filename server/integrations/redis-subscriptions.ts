import type { Redis } from 'ioredis';

/**
 * Makes a subscribing connection's (un)subscribe calls never reject unhandled. The socket
 * adapter subscribes and unsubscribes without awaiting, and ioredis re-subscribes by itself on
 * every reconnection without awaiting either; a call still queued or unanswered when the
 * connection ends (a shutdown while Redis is away or just back) rejects with "Connection is
 * closed", which would end the process. The connection re-subscribes on its own when Redis
 * returns, so nothing is lost by ignoring those failures; callers that await still see them.
 */
export function handleSubscriptionFailures(client: Redis): void {
  for (const verb of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    const call = client[verb].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as Record<typeof verb, unknown>)[verb] = (...args: unknown[]) => {
      const answer = call(...args);
      answer.catch(() => undefined);
      return answer;
    };
  }
}
