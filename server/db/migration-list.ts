import type { Migration } from 'kysely';
import * as accounts from './migrations/202611220000-accounts.js';
import * as drive from './migrations/202611230200-drive.js';

// Listed by hand rather than read from disk so the order is explicit and a bundler can follow it.
// Never edit a landed migration: add a new file and a new line here.
export const migrations: Record<string, Migration> = {
  '202611220000-accounts': accounts,
  '202611230200-drive': drive,
};
