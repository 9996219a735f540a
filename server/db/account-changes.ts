import type pg from 'pg';
import { loadOptionalPackage } from '../integrations/optional-package.js';

/** The channel the users table's trigger announces each changed account on (its id). */
export const accountChangedChannel = 'crewcast_account_changed';

/** Changes to accounts' types and sessions-ended stamps, as the database announces them. */
export type AccountChanges = {
  /** True while every change is heard; what was held must not be trusted otherwise. */
  hearing(): boolean;
  /**
   * Tells `listener` the id of each changed account, and null when hearing stopped or started
   * again (any account may have changed meanwhile). Returns the function that stops telling it.
   */
  onChange(listener: (uid: string | null) => void): () => void;
  /**
   * Starts waiting for the announcement of a change to `uid` (call it before making the change);
   * the returned wait ends when it is heard, when hearing stops, or after `withinMs`.
   */
  awaitChange(uid: string, withinMs?: number): () => Promise<void>;
  close(): Promise<void>;
};

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** How long after losing its connection the listener tries again. */
const retryMs = 1_000;

/**
 * How often the listening connection is asked a trivial query, and how long its answer may take:
 * a connection whose path went silent (no reset, no close) would otherwise be trusted for as long
 * as TCP keep-alive takes to notice, and changes made meanwhile would go unheard.
 */
const pingEveryMs = 5_000;
const pingWithinMs = 3_000;

/**
 * Listens on a connection of its own (LISTEN needs one held, outside the pool) for the account
 * changes the database announces. While that connection is down nothing is heard, so `hearing()`
 * is false until it is back and listening again; it is retried every second, and a connection that
stops answering its ping counts as lost.
 */
export function listenForAccountChanges(url: string, log: Log): AccountChanges {
  const listeners = new Set<(uid: string | null) => void>();
  const tell = (uid: string | null) => {
    for (const listener of listeners) listener(uid);
  };
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const ping = setInterval(() => {
    const c = client;
    if (c && live) c.query('select 1').catch((err: unknown) => lost(c, err));
  }, pingEveryMs);
  ping.unref();

  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = undefined;
    if (live) log.warn({ err }, 'account changes unheard: accounts are read on every request');
    live = false;
    tell(null);
    c.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), retryMs);
  };

  async function connect(): Promise<void> {
    const { Client } = loadOptionalPackage<typeof pg>('pg');
    const c = new Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 3_000,
      query_timeout: pingWithinMs,
    });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel === accountChangedChannel && n.payload) tell(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${accountChangedChannel}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (client !== c) return;
    live = true;
    tell(null);
  }
  void connect();

  const onChange = (listener: (uid: string | null) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    hearing: () => live,
    onChange,
    awaitChange(uid, withinMs = 1_000) {
      if (!live) return async () => {};
      let stop = () => {};
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        stop = onChange((changed) => {
          if (changed === uid || changed === null) resolve();
        });
        timer = setTimeout(resolve, withinMs);
      }).finally(() => {
        stop();
        clearTimeout(timer);
      });
      return () => heard;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const c = client;
      client = undefined;
      live = false;
      tell(null);
      await c?.end().catch(() => undefined);
    },
  };
}
