import type promClient from 'prom-client';
import type { AccountChanges } from '../db/account-changes.js';

/**
 * Whether this instance hears the account changes the database announces, and how many it
 * heard. While it does not, every request reads its account (decision 095): worth an alert.
 * Returns what starts the watching, and what stops it.
 */
export function accountChangeMetrics(
  client: typeof promClient,
  registry: promClient.Registry,
): (changes: AccountChanges) => () => void {
  let watched: AccountChanges | undefined;
  new client.Gauge({
    name: 'crewcast_account_changes_hearing',
    help: 'Whether this instance hears the account changes the database announces (1) or not (0).',
    registers: [registry],
    collect() {
      this.set(watched?.hearing() ? 1 : 0);
    },
  });
  const heard = new client.Counter({
    name: 'crewcast_account_changes_heard_total',
    help: 'Account changes (type, sessions ended, deletion) this instance heard announced.',
    registers: [registry],
  });
  return (changes) => {
    watched = changes;
    const stop = changes.onChange((uid) => {
      if (uid !== null) heard.inc();
    });
    return () => {
      stop();
    };
  };
}
