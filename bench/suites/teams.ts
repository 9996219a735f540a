import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';

// The teams routes under load, on a directory of realistic size: 2,000 extra verified users,
// 400 Partners each with a full team of two and its group. Measured side by side with the
// health check in the same run, so the ratios hold whatever the machine. Results go to
// bench/results/teams.json.

const require = createRequire(path.resolve('bench/package.json'));
const autocannon = require('autocannon') as (opts: object) => Promise<{
  requests: { average: number };
  latency: { p99: number; average: number; p50: number };
  non2xx: number;
  errors: number;
}>;

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const port = 3135;
const base = `http://127.0.0.1:${port}`;
const extraUsers = 2000;
const teams = 400;

function start(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

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

async function login(username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`login ${username} answered ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'crewcast-bench-teams-'));
let app = start(dataDir);
try {
  await waitFor(`${base}/api/health`);
  await stop(app);
  const size = populate(dataDir);
  app = start(dataDir);
  await waitFor(`${base}/api/health`);
  const [admin, partner] = [await login('admin'), await login('partner')];
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
  await stop(app);
}
