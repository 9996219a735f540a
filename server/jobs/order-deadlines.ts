import type { Kysely } from 'kysely';
import { orderLimits } from '../../common/limits.js';
import type { Database } from '../db/schema.js';
import { refundOrderCredits } from '../features/payments/payments.public.js';
import {
  deadlinesRepository,
  orderRowStates,
  reviewsRepository,
  type OrderNotifier,
} from '../features/orders/orders.public.js';
import { repeat, type JobLog } from './repeat.js';
import type { Clock } from '../clock.js';

/** Where the job reports what it did and what failed. */
export type DeadlineLog = JobLog & { info(obj: object, msg: string): void };

/** What the deadline job needs: the database, the orders clock and the notifier. */
export type DeadlineDeps = {
  db: Kysely<Database>;
  now: Clock;
  notifier: OrderNotifier;
  log: DeadlineLog;
};

/** What one run changed, and whether it stopped at its bound with more left to do. */
export type DeadlineRun = {
  expired: number;
  cancelled: number;
  autoAccepted: number;
  more: boolean;
};

// Overdue orders are read a page at a time so a long downtime's backlog never loads at once, and
// one run takes at most `ordersPerRun` of them (and as many unanswered deliveries): a backlog of
// thousands is worked off over several runs instead of holding the database for minutes. The
// event loop goes back to requests after every order, not every page: on SQLite each statement
// runs synchronously, so a page of a hundred cancellations (a transaction, the refund, the
// rating, the notices and their e-mails each) would otherwise keep every request waiting.
const batchSize = 100;
export const ordersPerRun = 500;
const dayMs = 24 * 3_600_000;

/** Lets the requests that arrived meanwhile run before the next order. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Enforces the order deadlines once (docs/product.md §6): an extension unanswered after 24 hours
 * becomes Expired (the original due time stands); an open order past its due time that no
 * waiting extension holds is cancelled, its credits refunded, its staff member's rating lowered
 * (never below 0), and a cancelled revision gives its original order the revision back.
 *
 * Safe when several instances run it at once: each change is a conditional update, and only the
 * run whose update changed the row goes on to refund, rate and notify. It catches up after
 * downtime, since it takes everything due by `now`, page by page.
 */
export async function runOrderDeadlines(
  deps: DeadlineDeps,
  limit = ordersPerRun,
): Promise<DeadlineRun> {
  const { db, notifier, log } = deps;
  const at = deps.now().toISOString();
  const repo = deadlinesRepository(db);

  const expired = await repo.expireExtensions(at);
  for (const e of expired) {
    // A request left Pending on an order delivered meanwhile concerns nobody any more.
    if (e.order_open)
      await notifier.notify({
        event: 'moreTimeExpired',
        orderId: e.request_id,
        actorId: null,
        at,
      });
  }

  let cancelled = 0;
  let examined = 0;
  let more = false;
  let after: { id: string; due_at: string } | undefined;
  for (;;) {
    const size = Math.min(batchSize, limit - examined);
    const page = await repo.overdue(at, size, after);
    examined += page.length;
    for (const candidate of page) {
      try {
        const order = await db.transaction().execute(async (trx) => {
          const claimed = await repo.claim(trx, candidate.id, at);
          if (!claimed) return undefined;
          await refundOrderCredits(trx, { orderId: claimed.id, at });
          await reviewsRepository(trx).rerate(claimed.staff_id);
          if (orderRowStates.isRevision(claimed) && claimed.of_request_id)
            await repo.giveRevisionBack(trx, claimed.of_request_id);
          return claimed;
        });
        if (!order) continue;
        cancelled += 1;
        await notifier.notify({
          event: 'cancelled',
          orderId: order.id,
          actorId: null,
          at,
          detail: { reason: 'Overdue' },
        });
      } catch (err) {
        // One order's failure must not stop the others; the next run tries it again.
        log.error({ err, orderId: candidate.id }, 'cancelling an overdue order failed');
      }
      await yieldToRequests();
    }
    if (page.length < size) break;
    if (examined >= limit) {
      more = true;
      break;
    }
    after = page[page.length - 1];
  }

  const accepting = await acceptUnanswered(deps, at, limit);
  const autoAccepted = accepting.accepted;
  if (expired.length > 0 || cancelled > 0 || autoAccepted > 0)
    log.info({ expired: expired.length, cancelled, autoAccepted }, 'order deadlines enforced');
  return { expired: expired.length, cancelled, autoAccepted, more: more || accepting.more };
}

/**
 * Runs the deadline job until it has caught up, one bounded run after another with requests let
 * in between; `onRun` hears each run.
 */
export async function catchUpOrderDeadlines(
  deps: DeadlineDeps,
  onRun: (run: DeadlineRun) => void = () => {},
  limit = ordersPerRun,
): Promise<void> {
  for (;;) {
    const run = await runOrderDeadlines(deps, limit);
    onRun(run);
    // A bound reached without a change is orders failing again and again: the next tick retries.
    if (!run.more || run.expired + run.cancelled + run.autoAccepted === 0) return;
    await yieldToRequests();
  }
}

/**
 * Accepts, without stars, each delivery its Partner neither accepted nor revised within
 * orderLimits.autoAcceptDays, so a forgotten delivery does not wait forever. The accept is the
 * same conditional update the Partner's answer uses, so of two instances (or the Partner at the
 * same moment) one wins and only it notifies. No stars means the rating does not change.
 */
async function acceptUnanswered(
  deps: DeadlineDeps,
  at: string,
  limit: number,
): Promise<{ accepted: number; more: boolean }> {
  const { db, notifier, log } = deps;
  const repo = reviewsRepository(db);
  const deliveredBy = new Date(Date.parse(at) - orderLimits.autoAcceptDays * dayMs).toISOString();
  let accepted = 0;
  let examined = 0;
  for (;;) {
    const page = await repo.unanswered(deliveredBy, batchSize);
    examined += page.length;
    let changed = 0;
    for (const { id } of page) {
      try {
        if (!(await repo.accept(id, { at, stars: null, comment: null, by: 'auto' }))) continue;
        changed += 1;
        await notifier.notify({
          event: 'accepted',
          orderId: id,
          actorId: null,
          at,
          detail: { auto: 'yes' },
        });
      } catch (err) {
        log.error({ err, orderId: id }, 'accepting an unanswered delivery failed');
      }
      await yieldToRequests();
    }
    accepted += changed;
    // A page whose rows all went elsewhere (or failed) is not read again in this run.
    if (page.length < batchSize || changed === 0) return { accepted, more: false };
    if (examined >= limit) return { accepted, more: true };
  }
}

/**
 * Runs the deadline job every orderLimits.deadlineJobEveryMs, the first time one interval after
 * start (start-up and short-lived test apps are not slowed); a run that stopped at its bound is
 * followed at once by the next, until caught up. A run still going when the next is due is not
 * doubled in this instance. Returns the stop function.
 */
export function scheduleOrderDeadlines(deps: DeadlineDeps): () => void {
  let running = false;
  return repeat(
    async () => {
      if (running) return;
      running = true;
      try {
        await catchUpOrderDeadlines(deps);
      } finally {
        running = false;
      }
    },
    {
      job: 'order-deadlines',
      everyMs: orderLimits.deadlineJobEveryMs,
      firstAfterMs: orderLimits.deadlineJobEveryMs,
      log: deps.log,
      failure: 'enforcing order deadlines failed',
    },
  );
}
