import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { MailMessage, Mailer } from './mailer.js';

/** How many messages one delivery run takes, and hands to the transport at once. */
const messagesPerRun = 50;
const sendingAtOnce = 2;
/** How long an instance may take to send what it claimed before another may claim it again. */
const leaseMs = 2 * 60_000;
/** When a failed message is tried again, by the number of tries so far; then it is given up. */
const retryAfterMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * E-mail written to the database and sent by a job (decision 096): `mailer.send` stores the
 * message and returns, so a job that notifies thousands (the deadline job catching up) neither
 * waits for SMTP nor loses a message when the process stops before it left. `deliver` sends what
 * is due, a few at a time, on whichever instance runs it: each message is first claimed with a
 * lease, so two instances never send one message twice while both run, and a message claimed by
 * an instance that died is sent by another once the lease ran out. A message that fails is tried
 * again later, five times, then kept as given up and logged.
 */
export function mailOutbox(db: Kysely<Database>, now: Clock) {
  let written: (() => void) | undefined;
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message: MailMessage) {
      const at = now().toISOString();
      await db
        .insertInto('mail_outbox')
        .values({
          id: randomUUID(),
          message: JSON.stringify(message),
          created_at: at,
          attempts: 0,
          next_at: at,
        })
        .execute();
      written?.();
    },
    async close() {},
  };

  /** Claims up to a run's worth of due messages for this instance; answers those it got. */
  async function claim(at: string) {
    const due = await db
      .selectFrom('mail_outbox')
      .select(['id', 'message', 'attempts'])
      .where('given_up_at', 'is', null)
      .where('next_at', '<=', at)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .orderBy('next_at')
      .limit(messagesPerRun)
      .execute();
    const until = new Date(Date.parse(at) + leaseMs).toISOString();
    const claimed: typeof due = [];
    for (const row of due) {
      const taken = await db
        .updateTable('mail_outbox')
        .set({ claimed_until: until })
        .where('id', '=', row.id)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
        .executeTakeFirst();
      if (taken.numUpdatedRows > 0n) claimed.push(row);
    }
    return claimed;
  }

  /** Sends the messages due now through `transport`; answers how many left. */
  async function deliver(transport: Mailer, log: Log): Promise<number> {
    const at = now();
    const claimed = await claim(at.toISOString());
    const limit = pLimit(sendingAtOnce);
    const sent = await Promise.all(
      claimed.map((row) =>
        limit(async () => {
          try {
            await transport.send(JSON.parse(row.message) as MailMessage);
          } catch (error) {
            await failed(row, error, at, log);
            return 0;
          }
          await db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
          return 1;
        }),
      ),
    );
    return sent.reduce<number>((sum, n) => sum + n, 0);
  }

  async function failed(
    row: { id: string; attempts: number; message: string },
    error: unknown,
    at: Date,
    log: Log,
  ) {
    const attempts = row.attempts + 1;
    const wait = retryAfterMs[attempts - 1];
    const to = (JSON.parse(row.message) as MailMessage).to;
    await db
      .updateTable('mail_outbox')
      .set({
        attempts,
        claimed_until: null,
        last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
        ...(wait === undefined
          ? { given_up_at: at.toISOString() }
          : { next_at: new Date(at.getTime() + wait).toISOString() }),
      })
      .where('id', '=', row.id)
      .execute();
    if (wait === undefined) log.error({ err: error, to, attempts }, 'an e-mail was given up');
    else log.warn({ err: error, to, attempts }, 'an e-mail failed; it is tried again later');
  }

  return {
    mailer,
    deliver,
    /** Calls `listener` after each message written (the job sends it soon rather than later). */
    onWritten(listener: () => void) {
      written = listener;
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;
