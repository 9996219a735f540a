import type { AccountChanges } from '../db/account-changes.js';
import type { TestApp } from './test-app.js';

/**
 * Makes `change` to the account `uid` straight in the database, as an operator would, and
 * returns once the app heard of it: on PostgreSQL the app holds accounts between requests and
 * the database's announcement reaches it a moment after the commit. SQLite reads every time.
 */
export async function changeAccount(
  t: Pick<TestApp, 'accountChanges'>,
  uid: string,
  change: () => Promise<unknown>,
): Promise<void> {
  const changes = t.accountChanges;
  if (!changes) {
    await change();
    return;
  }
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = changes.onChange((changed) => {
      if (changed === uid || changed === null) resolve();
    });
  });
  await change();
  if (changes.hearing()) await heard;
  stop();
}

/** Resolves once `changes` hears the database (at once when it already does). */
export async function hearing(changes: AccountChanges): Promise<void> {
  if (changes.hearing()) return;
  let stop = () => {};
  await new Promise<void>((resolve) => {
    stop = changes.onChange(() => {
      if (changes.hearing()) resolve();
    });
  });
  stop();
}
