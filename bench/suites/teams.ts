import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { autocannon, login, startApp } from '../app-server.js';

// The teams routes under load, on a directory of realistic size: 2,000 extra verified users,
// 400 Partners each with a full team of two and its group. Measured side by side with the
// health check in the same run, so the ratios hold whatever the machine. Results go to
// bench/results/teams.json.

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const port = 3135;
const extraUsers = 2000;
const teams = 400;

/** Adds the extra users, Partners and teams straight into the SQLite file the app made. */
function populate(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'crewcast.sqlite'));
  db.pragma('journal_mode = WAL');
  const now = new Date().toISOString();
  const user = db.prepare(
    `insert into users (id, username, username_lower, email, email_lower, password_hash,
       account_type, name, plan, rating, is_editor, is_artist, edit_speed_days,
       thumbnail_speed_days, verified_at, created_at)
     values (?, ?, ?, ?, ?, 'x', ?, ?, ?, 5, ?, ?, ?, ?, ?, ?)`,
  );
  const relation = db.prepare(
    `insert into relationships (id, user_id, other_id, role, created_at) values (?, ?, ?, ?, ?)`,
  );
  const group = db.prepare(
    `insert into team_groups (id, partner_id, name, created_at, updated_at) values (?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    const staff: string[] = [];
    const partners: string[] = [];
    for (let i = 0; i < extraUsers; i += 1) {
      const id = randomUUID();
      const isStaff = i % 2 === 0;
      const name = isStaff ? `crew_${i}` : `creator_${i}`;
      const artist = isStaff && i % 4 === 0;
      user.run(
        id,
        name,
        name,
        `${name}@bench.example`,
        `${name}@bench.example`,
        isStaff ? 'Production' : 'Partner',
        name,
        isStaff ? null : 'Standard',
        isStaff ? 1 : 0,
        artist ? 1 : 0,
        isStaff ? 2 : null,
        artist ? 1 : null,
        now,
        now,
      );
      (isStaff ? staff : partners).push(id);
    }
    // The first `teams` Partners get two editors each, spread over the staff, and their group.
    for (let t = 0; t < teams; t += 1) {
      const partner = partners[t]!;
      for (const member of [staff[(2 * t) % staff.length]!, staff[(2 * t + 1) % staff.length]!])
        relation.run(randomUUID(), partner, member, 'Editor', now);
      group.run(randomUUID(), partner, `creator ${t}'s Team`, now, now);
    }
  })();
  const counts = db
    .prepare(
      `select (select count(*) from users) as users, (select count(*) from team_groups) as groups`,
    )
    .get() as { users: number; groups: number };
  db.close();
  return counts;
}

async function load(url: string, token?: string) {
  const r = await autocannon({
    url,
    connections: 20,
    duration,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

// The app makes its tables on a first start; the directory is filled in while it is stopped.
const dataDir = mkdtempSync(path.join(tmpdir(), 'crewcast-bench-teams-'));
await (await startApp({ port, dataDir })).stop({ keepData: true });
const size = populate(dataDir);
const app = await startApp({ port, dataDir });
const { base } = app;
try {
  const [admin, partner] = [await login(base, 'admin'), await login(base, 'partner')];
  const search = (value: string, extra = '') =>
    `${base}/api/user/data?method=search&db=users&column=Username&value=${value}&page=1&count=9${extra}`;
  const editorsOnly = `&whitelists=${encodeURIComponent(
    JSON.stringify([{ column: 'IsEditor', db: 'productioninformation', values: [1] }]),
  )}`;

  const results = {
    date: new Date().toISOString(),
    durationSeconds: duration,
    connections: 20,
    directory: size,
    health: await load(`${base}/api/health`),
    teamOfPartner: await load(`${base}/api/comm/team`, partner),
    friendshipsOfPartner: await load(`${base}/api/comm/friendships`, partner),
    searchAll: await load(search(''), admin),
    searchSubstring: await load(search('crew_1'), admin),
    searchEditorsPicker: await load(search('crew', editorsOnly), admin),
    friendshipsOfAdmin: await load(`${base}/api/comm/friendships`, admin),
    staffOverview: await load(`${base}/api/staff`, admin),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/teams.json', `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
} finally {
  await app.stop();
}
