import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.js';

/**
 * One line of set-up for a test file: builds the app before the file's tests and closes it
 * after (or, with lifetime 'test', a new app and database for every test). Read the app inside
 * tests (or hooks) through the returned getter.
 */
export function useTestApp(
  options: Parameters<typeof buildTestApp>[0] = {},
  lifetime: 'file' | 'test' = 'file',
): () => TestApp {
  let t: TestApp | undefined;
  const [before, after] = lifetime === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    t = await buildTestApp(options);
  });
  after(async () => {
    await t?.close();
    t = undefined;
  });
  return () => {
    if (!t)
      throw new Error('the test app is built before the tests; read it inside a test or hook');
    return t;
  };
}
