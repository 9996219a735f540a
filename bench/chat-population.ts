import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';

// The chat bench's people, written straight into the database of a server that has migrated it:
// 100 Partners, each with a team of 9 staff and its group chat (1,000 users in 100 groups of 10),
// and 500 direct pairs that cover every user once. A Partner may write to their own staff and two
// plain contacts to each other (server/features/teams/contacts.ts, chat-access.ts), so each team
// gives one pair of the Partner and their first staff member and four pairs of staff made plain
// contacts. The SQL is the same on SQLite and PostgreSQL; only the placeholders differ.

export const groups = 100;
export const perGroup = 10;

export type Member = {
  uid: string;
  group: string;
  partner: boolean;
  /** The other end of this user's direct pair. */
  pair: string;
  /** Position in the whole population; even and odd ends of every pair are neighbours. */
  index: number;
};

/** Runs one statement with `?` placeholders. */
type Run = (text: string, params: unknown[]) => Promise<unknown>;

/** Writes the population through `run` and answers its members. */
async function write(run: Run, groupCount: number): Promise<Member[]> {
  const now = new Date().toISOString();
  const user = (id: string, name: string, type: 'Partner' | 'Production') =>
    run(
      `insert into users (id, username, username_lower, email, email_lower, password_hash,
         account_type, name, plan, rating, is_editor, is_artist, edit_speed_days,
         thumbnail_speed_days, verified_at, created_at)
       values (?, ?, ?, ?, ?, 'x', ?, ?, ?, 5, ?, 0, ?, null, ?, ?)`,
      [
        id,
        name,
        name,
        `${name}@bench.example`,
        `${name}@bench.example`,
        type,
        name,
        type === 'Partner' ? 'Premium' : null,
        type === 'Partner' ? 0 : 1,
        type === 'Partner' ? null : 2,
        now,
        now,
      ],
    );
  // A plain contact is stored once, with the smaller uid first (teams-contacts.repository.ts).
  const relation = (a: string, b: string, role: 'Editor' | 'Default') =>
    run(
      `insert into relationships (id, user_id, other_id, role, created_at) values (?, ?, ?, ?, ?)`,
      role === 'Default' && b < a
        ? [randomUUID(), b, a, role, now]
        : [randomUUID(), a, b, role, now],
    );
  const members: Member[] = [];
  for (let g = 0; g < groupCount; g += 1) {
    const groupId = randomUUID();
    const ids = Array.from({ length: perGroup }, () => randomUUID());
    const partner = ids[0]!;
    const pname = `chatbench_p${g}`;
    await user(partner, pname, 'Partner');
    await run(
      `insert into team_groups (id, partner_id, name, created_at, updated_at) values (?, ?, ?, ?, ?)`,
      [groupId, partner, `${pname}'s Team`, now, now],
    );
    for (let s = 1; s < perGroup; s += 1) {
      await user(ids[s]!, `chatbench_s${g}_${s}`, 'Production');
      await relation(partner, ids[s]!, 'Editor');
    }
    for (let s = 2; s < perGroup; s += 2) await relation(ids[s]!, ids[s + 1]!, 'Default');
    ids.forEach((uid, s) =>
      members.push({
        uid,
        group: groupId,
        partner: s === 0,
        pair: ids[s % 2 === 0 ? s + 1 : s - 1]!,
        index: members.length,
      }),
    );
  }
  return members;
}

/** The population (`groupCount` teams) in the SQLite file of a data directory, in one transaction. */
export async function populateSqlite(file: string, groupCount = groups): Promise<Member[]> {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  const statements = new Map<string, SQLite.Statement>();
  const run: Run = (text, params) => {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = db.prepare(text)));
    return Promise.resolve(statement.run(...params));
  };
  try {
    db.exec('begin');
    const members = await write(run, groupCount);
    db.exec('commit');
    return members;
  } finally {
    db.close();
  }
}

/** The population (`groupCount` teams) in the PostgreSQL database at `url`, in one transaction. */
export async function populatePostgres(url: string, groupCount = groups): Promise<Member[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run: Run = (text, params) => {
    let n = 0;
    return client.query(
      text.replace(/\?/g, () => `$${(n += 1)}`),
      params,
    );
  };
  try {
    await client.query('begin');
    const members = await write(run, groupCount);
    await client.query('commit');
    return members;
  } finally {
    await client.end();
  }
}
