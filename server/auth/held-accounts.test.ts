import { describe, expect, it } from 'vitest';
import type { AccountChanges } from '../db/account-changes.js';
import type { CurrentAccount } from './current-principal.js';
import { heldAccounts } from './held-accounts.js';

/** Announcements a test makes by hand. */
function fakeChanges(live = true) {
  const listeners = new Set<(uid: string | null) => void>();
  const changes: AccountChanges & { live: boolean; tell(uid: string | null): void } = {
    live,
    hearing: () => changes.live,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    awaitChange: () => async () => {},
    tell(uid) {
      for (const l of listeners) l(uid);
    },
    async close() {},
  };
  return changes;
}

/** A database of one account that counts its reads. */
function store() {
  const db = {
    reads: 0,
    row: { accountType: 'Admin', sessionsEndedAt: null } as CurrentAccount | undefined,
    read: async () => {
      db.reads += 1;
      return db.row;
    },
  };
  return db;
}

describe('accounts held between requests', () => {
  it('reads an account once while every change is heard', async () => {
    const db = store();
    const { lookup } = heldAccounts(db.read, fakeChanges());
    await lookup('a');
    expect(await lookup('a')).toEqual({ accountType: 'Admin', sessionsEndedAt: null });
    expect(db.reads).toBe(1);
  });

  it('reads again after the account changed, was forgotten, or hearing stopped', async () => {
    const db = store();
    const changes = fakeChanges();
    const { lookup, forget } = heldAccounts(db.read, changes);
    await lookup('a');
    db.row = { accountType: 'Partner', sessionsEndedAt: null };
    changes.tell('a');
    expect((await lookup('a'))?.accountType).toBe('Partner');
    db.row = { accountType: 'Partner', sessionsEndedAt: 5 };
    forget('a');
    expect((await lookup('a'))?.sessionsEndedAt).toBe(5);
    db.row = undefined;
    changes.tell(null);
    expect(await lookup('a')).toBeUndefined();
  });

  it('reads the database on every lookup while changes are not heard (fails closed)', async () => {
    const db = store();
    const changes = fakeChanges(false);
    const { lookup } = heldAccounts(db.read, changes);
    await lookup('a');
    await lookup('a');
    expect(db.reads).toBe(2);
  });

  it('does not keep a row read while a change arrived', async () => {
    const db = store();
    const changes = fakeChanges();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { lookup } = heldAccounts(async () => {
      await gate;
      return db.read();
    }, changes);
    const first = lookup('a');
    changes.tell('a');
    release();
    await first;
    await lookup('a');
    expect(db.reads).toBe(2);
  });

  it('ignores changes of other accounts and keeps a bounded number', async () => {
    const db = store();
    const changes = fakeChanges();
    const { lookup } = heldAccounts(db.read, changes, 2);
    await lookup('a');
    changes.tell('b');
    await lookup('a');
    expect(db.reads).toBe(1);
    await lookup('b');
    await lookup('c');
    await lookup('a');
    expect(db.reads).toBe(4);
  });
});
