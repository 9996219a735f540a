import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.js';

/**
 * One line of set-up for a test file: builds the app before the file's tests and closes it
 * after. Read the app inside tests (or hooks) through the returned getter.
 */
export function useTestApp(options: Parameters<typeof buildTestApp>[0] = {}): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp(options);
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => {
    if (!t) throw new Error('the test app is built in beforeAll; read it inside a test');
    return t;
  };
}
