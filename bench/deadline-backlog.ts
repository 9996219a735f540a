import { adminLists, load, type Load } from './admin-lists.js';
import { withRunner, type BenchTarget } from './bench-orders.js';

// A long downtime's backlog: thousands of open orders overdue at once, which the app's deadline
// job cancels (refunds, ratings, notices, e-mails to the outbox) on its next tick, while an Admin
// list is loaded. The job must work them off without starving the requests.

export const backlogOrders = 2000;
/** At most this many loads of the list while the job catches up. */
const maxLoads = 8;

type BacklogLoad = Load & { ordersLeftBefore: number; ordersLeftAfter: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Makes the newest `backlogOrders` open orders overdue in the database of the running app at
 * `base`, waits for its deadline job to start on them, and loads the open orders list again and
 * again until the job has cancelled them all.
 */
export async function deadlineBacklog(
  base: string,
  target: BenchTarget,
  headers: Record<string, string>,
) {
  const url = `${base}${adminLists.openOrders}`;
  return withRunner(target, async (run) => {
    const dueAt = new Date(Date.now() - 3_600_000).toISOString();
    const left = async () => {
      const [row] = (await run(
        `select count(*) as n from production_requests where status = 'open' and due_at <= ?`,
        [dueAt],
      )) as { n: number | string }[];
      return Number(row?.n ?? 0);
    };
    await run(
      `update production_requests set due_at = ? where id in
         (select id from production_requests where status = 'open'
          order by created_at desc limit ?)`,
      [dueAt, backlogOrders],
    );
    const marked = performance.now();
    // The job runs every 30 s; it has started once the first order is gone.
    while ((await left()) === backlogOrders) {
      if (performance.now() - marked > 60_000) throw new Error('the deadline job did not start');
      await sleep(100);
    }
    const started = performance.now();
    const loads: BacklogLoad[] = [];
    for (let i = 0; i < maxLoads; i += 1) {
      const ordersLeftBefore = await left();
      if (ordersLeftBefore === 0) break;
      const figure = await load(url, headers);
      loads.push({ ...figure, ordersLeftBefore, ordersLeftAfter: await left() });
      console.info('backlog', JSON.stringify(loads.at(-1)));
    }
    while ((await left()) > 0 && performance.now() - started < 300_000) await sleep(200);
    const ordersLeft = await left();
    return {
      orders: backlogOrders,
      route: adminLists.openOrders,
      jobStartedAfterSeconds: Number(((started - marked) / 1000).toFixed(1)),
      caughtUpSeconds:
        ordersLeft === 0 ? Number(((performance.now() - started) / 1000).toFixed(1)) : null,
      ordersLeft,
      loads,
    };
  });
}
