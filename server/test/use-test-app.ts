import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.js';

/** What buildTestApp takes: the env, the clock, a mailer, a notifier, a web folder, … */
export type TestAppOptions = NonNullable<Parameters<typeof buildTestApp>[0]>;

/**
 * One line of set-up for a test file: builds the app before the file's tests and closes it
 * after (or, with lifetime 'test', a new app and database for every test). Read the app inside
 * tests (or hooks) through the returned getter.
 *
 * The options may be a function, read when the app is built: for values an earlier hook makes
 * (an S3 or Redis server's address, a web folder, a fake's env). A test that needs other settings
 * for itself (a lower limit, a clock it sets first) calls `rebuild(options)`: the app is closed and
 * built again with them, and closed as usual after.
 */
export function useTestApp(
  options: TestAppOptions | (() => TestAppOptions) = {},
  lifetime: 'file' | 'test' = 'file',
): (() => TestApp) & { rebuild(options?: TestAppOptions): Promise<TestApp> } {
  let t: TestApp | undefined;
  const [before, after] = lifetime === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    t = await buildTestApp(typeof options === 'function' ? options() : options);
  });
  after(async () => {
    await t?.close();
    t = undefined;
  });
  const current = () => {
    if (!t)
      throw new Error('the test app is built before the tests; read it inside a test or hook');
    return t;
  };
  const rebuild = async (next: TestAppOptions = {}) => {
    await t?.close();
    t = undefined;
    t = await buildTestApp(next);
    return t;
  };
  return Object.assign(current, { rebuild });
}
