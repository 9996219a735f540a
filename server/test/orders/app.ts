import { beforeEach } from 'vitest';
import type { OrderNotice, OrderNotifier } from '../../features/orders/orders.public.js';
import type { TestApp } from '../test-app.js';
import { useTestApp, type TestAppOptions } from '../use-test-app.js';
import { orderCast, orderPeople } from './people.js';

const hourMs = 3_600_000;

// The orders test app: a clock the test moves, a notifier that records, and the one line of
// set-up of an orders test file.

/** The time the orders tests start at, unless they ask for another. */
export const startTime = '2026-11-23T10:00:00.000Z';

/** A clock the test moves by hand. */
export type TestClock = {
  now(): Date;
  iso(): string;
  advanceHours(hours: number): void;
  set(iso: string): void;
};

/** A clock at `startIso` that moves only when told. */
export function testClock(startIso: string = startTime): TestClock {
  let ms = Date.parse(startIso);
  return {
    now: () => new Date(ms),
    iso: () => new Date(ms).toISOString(),
    advanceHours(hours) {
      ms += hours * hourMs;
    },
    set(iso) {
      ms = Date.parse(iso);
    },
  };
}

/** A notifier that remembers every notice, for tests of who was told what. */
export function recordingNotifier(): OrderNotifier & { notices: OrderNotice[] } {
  const notices: OrderNotice[] = [];
  return {
    notices,
    async notify(notice) {
      notices.push(notice);
    },
  };
}

/** A test app on a clock the test moves, with the order notices it sent. */
export type OrdersTestApp = TestApp & { clock: TestClock; notices: OrderNotice[] };

/** The people of the default orders test: see orderCast. */
export type OrderCast = Awaited<ReturnType<typeof orderCast>>;

/** How an orders test file's app lives and whom each test starts with; see useOrdersApp. */
export type OrdersAppOptions<C> = {
  start?: string;
  lifetime?: 'file' | 'test';
  notifier?: 'recording' | 'live';
  cast?: (t: OrdersTestApp) => Promise<C>;
  /** Settings beyond the test defaults (MEDIA_TOOLS: 'auto' for a test that needs ffmpeg). */
  env?: Record<string, string>;
};

/** An object that reads through to whatever `current()` is at the moment of each read. */
function liveView<T extends object>(current: () => T, own: Partial<T> = {}): T {
  const pick = (key: string | symbol) => (key in own ? own : current());
  return new Proxy(own as T, {
    get: (_, key) => Reflect.get(pick(key), key),
    has: (_, key) => key in pick(key),
    ownKeys: () => [...new Set([...Reflect.ownKeys(own), ...Reflect.ownKeys(current())])],
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(pick(key), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The one line of set-up of an orders test file: `const { t, cast } = useOrdersApp()`. Before
 * each test the clock is back at `start`, the notices are cleared and a new `cast` is made
 * (orderCast unless told; `cast` always reads the current one). By default one app serves the
 * whole file and its notifier only records; `lifetime: 'test'` gives every test a new app and
 * database (for tests that scan or count every order), `notifier: 'live'` keeps the real notifier
 * (order_events, e-mails, chat) and leaves `notices` empty.
 */
export function useOrdersApp<C extends object = OrderCast>(
  options: OrdersAppOptions<C> = {},
): {
  t: OrdersTestApp;
  cast: C;
  clock: TestClock;
  rebuild(extra?: Omit<TestAppOptions, 'now' | 'orderNotifier'>): Promise<OrdersTestApp>;
} {
  const start = options.start ?? startTime;
  const makeCast = options.cast ?? (orderCast as unknown as (t: OrdersTestApp) => Promise<C>);
  const clock = testClock(start);
  const recorder = recordingNotifier();
  const appOptions = {
    now: clock.now,
    ...(options.env ? { env: options.env } : {}),
    ...(options.notifier === 'live' ? {} : { orderNotifier: recorder }),
  };
  const app = useTestApp(appOptions, options.lifetime);
  const t = liveView<OrdersTestApp>(app as unknown as () => OrdersTestApp, {
    clock,
    notices: recorder.notices,
  });
  let cast: C | undefined;
  beforeEach(async () => {
    clock.set(start);
    recorder.notices.length = 0;
    cast = await makeCast(t);
  });
  const currentCast = () => {
    if (!cast) throw new Error('the cast is made before each test; read it inside a test');
    return cast;
  };
  /** A new app with these settings as well (an env), the clock back at `start`, a new cast. */
  const rebuild = async (extra: Omit<TestAppOptions, 'now' | 'orderNotifier'> = {}) => {
    await app.rebuild({ ...extra, ...appOptions });
    clock.set(start);
    recorder.notices.length = 0;
    cast = await makeCast(t);
    return t;
  };
  return { t, cast: liveView(currentCast), clock, rebuild };
}

/**
 * The options of test files that count or scan every order, or read what the live notifier wrote
 * (order_events, e-mails): a new app for every test, the real notifier, from 2026-12-01 10:00 UTC,
 * and the people of orderPeople.
 */
export const isolated = {
  start: '2026-12-01T10:00:00.000Z',
  lifetime: 'test',
  notifier: 'live',
  cast: orderPeople,
} as const;
