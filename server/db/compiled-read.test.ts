import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../test/factories.js';
import { useTestApp } from '../test/use-test-app.js';
import { compiledOnce, readCompiled, readingSameFile } from './compiled-read.js';
import type { Database } from './schema.js';

const nameById = compiledOnce((db: Kysely<Database>) =>
  db.selectFrom('users').select(['id', 'name']).where('id', '=', '').compile(),
);

describe('reads compiled once', () => {
  const t = useTestApp();

  it('answer the rows of the parameters they are given, and none for an unknown id', async () => {
    const [a, b] = [await createUser(t()), await createUser(t())];
    expect(await readCompiled(t().db, nameById(t().db), [a.uid])).toEqual([
      { id: a.uid, name: a.username },
    ]);
    expect(await readCompiled(t().db, nameById(t().db), [b.uid])).toEqual([
      { id: b.uid, name: b.username },
    ]);
    expect(await readCompiled(t().db, nameById(t().db), ['no-such-user'])).toEqual([]);
    expect(nameById(t().db)).toBe(nameById(t().db));
  });

  it('wait for an open transaction and never see what it has not committed', async () => {
    const user = await createUser(t());
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = t()
      .db.transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ name: 'not committed' })
          .where('id', '=', user.uid)
          .execute();
        entered();
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await inside;
    const reading = readCompiled(t().db, nameById(t().db), [user.uid]);
    release();
    expect(await rolledBack).toBe('rolled back');
    expect(await reading).toEqual([{ id: user.uid, name: user.username }]);
  });

  it('on SQLite run the prepared statement without Kysely, also on a derived instance', async () => {
    if (t().dialect !== 'sqlite') return;
    const user = await createUser(t());
    const derived = readingSameFile(
      t().db,
      t().db.withPlugin({
        transformQuery: ({ node }) => node,
        transformResult: async ({ result }) => result,
      }),
    );
    for (const db of [t().db, derived]) {
      const executed = vi.spyOn(db, 'executeQuery');
      try {
        expect(await readCompiled(db, nameById(db), [user.uid])).toHaveLength(1);
        expect(executed).not.toHaveBeenCalled();
      } finally {
        executed.mockRestore();
      }
    }
  });
});
