import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../common/api/accounts.js';
import { openOrderRow } from '../features/orders/order-records.repository.js';
import { liveOrderNotifier } from '../features/orders/orders.public.js';
import { mailOutbox } from '../integrations/email/mail-outbox.js';
import type { MailMessage } from '../integrations/email/mailer.js';
import { noRealtime } from '../realtime/realtime-hub.js';
import { callRoute } from '../test/call-route.js';
import { insertOrder, isolated, recordingNotifier, useOrdersApp } from '../test/orders.js';
import { catchUpOrderDeadlines, runOrderDeadlines, type DeadlineRun } from './order-deadlines.js';

// A long downtime leaves thousands of orders overdue at once: the job works them off in bounded
// runs, letting requests in between, and writes their e-mails to the outbox instead of waiting
// for each to be sent.

const { t, cast, clock } = useOrdersApp(isolated);
const log = { info() {}, error() {} };
// Runs of 100 over 450 orders: several bounded runs, small enough that the app's own 30 s
// deadline tick never joins in on a loaded machine.
const backlog = 450;
const perRun = 100;

/** `count` open orders of the cast, all due 48 hours after now, in one folder. */
async function overdueOrders(count: number) {
  const people = { client: cast.partner, staff: cast.editor };
  const first = await insertOrder(t, people, { createdAt: clock.iso() });
  const rows = Array.from({ length: count - 1 }, () =>
    openOrderRow({
      ...first,
      id: randomUUID(),
      video_request_id: randomUUID(),
    }),
  );
  for (let i = 0; i < rows.length; i += 100)
    await t.db
      .insertInto('production_requests')
      .values(rows.slice(i, i + 100))
      .execute();
}

const openCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('production_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the deadline job catching up on a backlog', () => {
  it('cancels a backlog of overdue orders over bounded runs and answers a request meanwhile', async () => {
    await overdueOrders(backlog);
    clock.advanceHours(49);
    const notifier = recordingNotifier();
    const runs: DeadlineRun[] = [];
    let firstRunEnded = () => {};
    const firstRun = new Promise<void>((resolve) => (firstRunEnded = resolve));
    let caughtUp = false;
    const catchingUp = catchUpOrderDeadlines(
      { db: t.db, now: clock.now, notifier, log },
      (run) => {
        runs.push(run);
        firstRunEnded();
      },
      perRun,
    ).then(() => (caughtUp = true));

    await firstRun;
    const me = await callRoute(t, accountRoutes.me, cast.partner);
    expect(me.status).toBe(200);
    expect(caughtUp).toBe(false);

    await catchingUp;
    expect(runs.length).toBeGreaterThanOrEqual(backlog / perRun);
    expect(runs.every((run) => run.cancelled <= perRun)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.cancelled, 0)).toBe(backlog);
    expect(runs.at(-1)?.more).toBe(false);
    expect(notifier.notices).toHaveLength(backlog);
    expect(await openCount()).toBe(0);
  }, 300_000);

  it('lets other work run between any two orders it cancels', async () => {
    await overdueOrders(30);
    clock.advanceHours(49);
    const notifier = recordingNotifier();
    // How many orders the job had cancelled each time other work (a request) got a turn.
    const seen: number[] = [];
    let running = true;
    const watch = () => {
      seen.push(notifier.notices.length);
      if (running) setImmediate(watch);
    };
    setImmediate(watch);
    const run = await runOrderDeadlines({ db: t.db, now: clock.now, notifier, log });
    running = false;
    // One more turn, in which the watch sees the end of the run.
    await new Promise((resolve) => setImmediate(resolve));

    expect(run.cancelled).toBe(30);
    expect(seen[0]).toBeLessThanOrEqual(1);
    expect(seen.at(-1)).toBe(30);
    const between = seen.slice(1).map((n, i) => n - seen[i]!);
    expect(Math.max(...between)).toBeLessThanOrEqual(1);
  });

  it('finishes a run without waiting for its e-mails, which the outbox sends after', async () => {
    await overdueOrders(3);
    clock.advanceHours(49);
    const outbox = mailOutbox(t.db, () => new Date());
    const notifier = liveOrderNotifier({
      db: t.db,
      mailer: outbox.mailer,
      realtime: noRealtime,
      publicUrl: 'https://crewcast.example',
      log,
    });
    const sentBefore = t.sent.length;

    const run = await runOrderDeadlines({ db: t.db, now: clock.now, notifier, log });
    expect(run).toEqual({ expired: 0, cancelled: 3, autoAccepted: 0, more: false });

    const sent: MailMessage[] = [];
    await outbox.deliver(
      {
        kind: 'smtp',
        async send(message) {
          sent.push(message);
        },
        async close() {},
      },
      { ...log, warn() {} },
    );
    // Each cancelled order e-mails its Partner, its staff member and the one Admin of the cast,
    // once: here, or by the app's own outbox job if its tick came first.
    expect(sent.length + t.sent.length - sentBefore).toBe(9);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });
});
