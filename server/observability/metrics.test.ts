import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeat } from '../jobs/repeat.js';
import { sendRaw, socketPool, urlOf } from '../test/chat.js';
import { fakeMp4, uploadWhole } from '../test/drive.js';
import { changeAccount, hearing } from '../test/account-changes.js';
import { createUser } from '../test/factories.js';
import type { TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';

const token = 'scrape-secret-0123456789';
// A new app for each test, since the tests count what their own app served.
const app = useTestApp({ env: { METRICS_TOKEN: token } }, 'test');
const sockets = socketPool();
afterEach(() => {
  sockets.closeAll();
});

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one sample line of the exposition, or undefined. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const t = await app.rebuild({ env: {} });
    expect((await scrape(t, `Bearer ${token}`)).statusCode).toBe(404);
  });

  it('refuses a missing or wrong token with 401 in the API error shape', async () => {
    const t = app();
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', token]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('counts requests by route template with their latency, upload bytes and ledger rows', async () => {
    const t = app();
    const partner = await createUser(t, { accountType: 'Partner' });
    const admin = await createUser(t, { accountType: 'Admin' });
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/health' });
    const file = await uploadWhole(t, partner, fakeMp4(100_000));
    await t.app.inject({ method: 'GET', url: `/api/drive/download/${file.id}` });
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/payment/credits/grant',
      headers: admin.headers,
      payload: { uid: partner.uid, product: 'Video Thumbnail', quantity: 2, note: 'metrics' },
    });
    expect(grant.statusCode).toBe(200);

    const res = await scrape(t, `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      sample(text, 'crewcast_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBe(3);
    expect(
      sample(
        text,
        'crewcast_http_request_duration_seconds_count{method="GET",route="/api/health"}',
      ),
    ).toBe(3);
    // The download is counted under its template, never its file id (bounded label values).
    expect(text).toContain('route="/api/drive/download/:fileId",status="401"');
    expect(text).not.toContain(file.id);
    expect(sample(text, 'crewcast_upload_bytes_total')).toBe(100_000);
    expect(sample(text, 'crewcast_ledger_rows_total{table="credit_entries"}')).toBeGreaterThan(0);
    expect(sample(text, 'crewcast_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts open sockets, chat messages received and job runs with their outcome', async () => {
    const t = app();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(t, { accountType: 'Partner' });
    const socket = await sockets.connect(urlOf(t.app.server.address()), user);
    await sendRaw(socket, { not: 'a message' });
    let runs = 0;
    const stop = repeat(
      async () => {
        runs += 1;
        if (runs === 2) throw new Error('second run fails');
      },
      { job: 'metrics-test', everyMs: 20, log: { error() {} }, failure: 'failed' },
    );
    // Until a run after the failed one has ended, whatever the timing.
    const okRuns = async () =>
      sample(
        (await scrape(t, `Bearer ${token}`)).body,
        'crewcast_job_runs_total{job="metrics-test",outcome="ok"}',
      );
    await vi.waitFor(async () => expect(await okRuns()).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
    });
    stop();

    const text = (await scrape(t, `Bearer ${token}`)).body;
    expect(sample(text, 'crewcast_sockets_connected')).toBe(1);
    expect(sample(text, 'crewcast_chat_messages_received_total')).toBe(1);
    expect(sample(text, 'crewcast_job_runs_total{job="metrics-test",outcome="failed"}')).toBe(1);
    expect(
      sample(text, 'crewcast_job_runs_total{job="metrics-test",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('reports readiness, free disk and shutdown as gauges, and names no gauge like a counter', async () => {
    const t = app();
    const text = (await scrape(t, `Bearer ${token}`)).body;
    for (const check of ['instance', 'database', 'redis', 'storage', 'bucket', 'disk'])
      expect(sample(text, `crewcast_ready{check="${check}"}`), check).toBe(1);
    expect(sample(text, 'crewcast_disk_free_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'crewcast_shutting_down')).toBe(0);
    expect(text).toContain('# TYPE crewcast_nodejs_active_handles gauge');
    // Prometheus keeps `_total` for counters (promtool check metrics refuses it elsewhere).
    const misnamed = text
      .split('\n')
      .filter((line) => /^# TYPE \S+_total (gauge|histogram|summary)$/.test(line));
    expect(misnamed).toEqual([]);
    if (t.dialect === 'postgres')
      for (const state of ['idle', 'in_use', 'waiting'])
        expect(
          sample(text, `crewcast_db_pool_connections{state="${state}"}`),
        ).toBeGreaterThanOrEqual(0);
  });

  it('counts the account changes heard on PostgreSQL, and says whether they are heard', async () => {
    const t = app();
    const partner = await createUser(t, { accountType: 'Partner' });
    const before = (await scrape(t, `Bearer ${token}`)).body;
    if (!t.accountChanges) {
      // SQLite reads the account on every request: nothing to hear.
      expect(sample(before, 'crewcast_account_changes_hearing')).toBe(0);
      return;
    }
    await hearing(t.accountChanges);
    const heard =
      sample((await scrape(t, `Bearer ${token}`)).body, 'crewcast_account_changes_heard_total') ??
      0;
    await changeAccount(t, partner.uid, () =>
      t.db
        .updateTable('users')
        .set({ account_type: 'Affiliate' })
        .where('id', '=', partner.uid)
        .execute(),
    );
    const after = (await scrape(t, `Bearer ${token}`)).body;
    expect(sample(after, 'crewcast_account_changes_hearing')).toBe(1);
    expect(sample(after, 'crewcast_account_changes_heard_total')).toBe(heard + 1);
  });
});
