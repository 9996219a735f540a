import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

// Open orders for the demo Partner with the demo editor, written straight into the database a
// running app uses (SQLite in WAL mode, or PostgreSQL), so the order lists have a realistic size.

/** Runs one statement with `?` placeholders and answers its rows (none for a write). */
export type Runner = (sql: string, values: unknown[]) => Promise<unknown[]>;

/** Where a running app keeps its data: its SQLite file's directory, or a PostgreSQL database. */
export type BenchTarget = { dataDir: string } | { databaseUrl: string };

/** Runs `work` with a connection of its own to the database of `target`, then closes it. */
export async function withRunner<T>(
  target: BenchTarget,
  work: (run: Runner) => Promise<T>,
): Promise<T> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await work(async (sql, values) => {
        let n = 0;
        return (
          await client.query(
            sql.replace(/\?/g, () => `$${(n += 1)}`),
            values,
          )
        ).rows;
      });
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(target.dataDir, 'crewcast.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return await work(async (sql, values) => {
      const statement = db.prepare(sql);
      return statement.reader ? statement.all(...values) : (statement.run(...values), []);
    });
  } finally {
    db.close();
  }
}

/** Adds `count` open Video Edit orders of `partner` assigned to `editor`, in one new folder. */
export async function addOpenOrders(
  target: BenchTarget,
  count: number,
  partner = 'partner',
  editor = 'editor',
): Promise<void> {
  await withRunner(target, async (run) => {
    const idOf = async (username: string) => {
      const [row] = (await run('select id from users where username_lower = ?', [username])) as {
        id: string;
      }[];
      if (!row) throw new Error(`no user ${username}`);
      return row.id;
    };
    const [clientId, staffId] = [await idOf(partner), await idOf(editor)];
    const folderId = randomUUID();
    const now = new Date();
    await run('insert into drive_folders (id, owner_id, name, created_at) values (?, ?, ?, ?)', [
      folderId,
      clientId,
      `bench ${folderId}`,
      now.toISOString(),
    ]);
    for (let i = 0; i < count; i += 1) {
      const due = new Date(now.getTime() + (2 + i) * 86_400_000).toISOString();
      await run(
        `insert into production_requests (id, video_request_id, type, title, message, client_id,
           staff_id, author_id, folder_id, product, duration_minutes, is_revision, revisions_left,
           status, created_at, due_at, original_due_at, activated_at)
         values (?, ?, 'Edit', ?, ?, ?, ?, ?, ?, 'Video Edit', 10, 0, 1, 'open', ?, ?, ?, ?)`,
        [
          randomUUID(),
          randomUUID(),
          `Bench episode ${i + 1}`,
          'Cut the intro short and keep the boss fight.',
          clientId,
          staffId,
          clientId,
          folderId,
          now.toISOString(),
          due,
          due,
          now.toISOString(),
        ],
      );
    }
  });
}
