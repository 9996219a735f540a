import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type promClient from 'prom-client';
import type { Server as SocketServer } from 'socket.io';
import type { AccountChanges } from '../db/account-changes.js';
import { AppError } from '../errors.js';
import { loadOptionalPackage } from '../integrations/optional-package.js';
import { accountChangeMetrics } from './account-change-metrics.js';
import { jobRuns, type JobRun } from './job-runs.js';
import { ledgerCounter } from './ledger-counter.js';
import { defaultMetrics, readinessGauges, type ReadinessSource } from './readiness-metrics.js';

/** The tus PATCH that carries an upload's bytes. */
const uploadBytesRoute = /^\/api\/drive\/upload\//;

/** What the app tells the metrics about, beside the requests they see themselves. */
export type Metrics = {
  /** The same database, with its ledger inserts counted. */
  observe<DB>(db: Kysely<DB>): Kysely<DB>;
  /** Counts the connections and chat messages of the app's socket server. */
  watchSockets(io: SocketServer): void;
  /** Reports readiness, free disk and the database pool at each scrape. */
  watchReadiness(source: ReadinessSource): void;
  /** Counts the account changes this instance heard, and says whether it hears them now. */
  watchAccountChanges(changes: AccountChanges): void;
};

/**
 * Prometheus metrics of one app (its own registry, so test apps never share counts), served at
 * GET /metrics to callers bearing METRICS_TOKEN. Without the token nothing is measured.
 */
export function installMetrics(app: FastifyInstance, token: string): Metrics {
  // prom-client weighs about 9 MB resident: loaded only when metrics are on.
  const client = loadOptionalPackage<typeof promClient>('prom-client');
  let io: SocketServer | undefined;
  const registry = new client.Registry();
  defaultMetrics(client, registry);
  const watchReadiness = readinessGauges(client, registry);

  const requests = new client.Counter({
    name: 'crewcast_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'crewcast_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template and method.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new client.Counter({
    name: 'crewcast_http_errors_total',
    help: 'HTTP answers with a 5xx status, by route template.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const uploadBytes = new client.Counter({
    name: 'crewcast_upload_bytes_total',
    help: 'Bytes of uploads received in tus PATCH requests that were accepted.',
    registers: [registry],
  });
  new client.Gauge({
    name: 'crewcast_sockets_connected',
    help: 'Socket.IO connections open on this instance.',
    registers: [registry],
    collect() {
      this.set(io?.engine.clientsCount ?? 0);
    },
  });
  const messages = new client.Counter({
    name: 'crewcast_chat_messages_received_total',
    help: 'Chat messages sent to this instance by its sockets (rate() gives messages per second).',
    registers: [registry],
  });
  const jobs = new client.Counter({
    name: 'crewcast_job_runs_total',
    help: 'Runs of the repeated jobs, by job and outcome (ok or failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new client.Histogram({
    name: 'crewcast_job_run_duration_seconds',
    help: 'Time a repeated job run took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 30],
    registers: [registry],
  });
  const ledger = new client.Counter({
    name: 'crewcast_ledger_rows_total',
    help: 'Rows written to the money ledgers (credit_entries, commissions), by table.',
    labelNames: ['table'] as const,
    registers: [registry],
  });

  const watchAccountChanges = accountChangeMetrics(client, registry);

  app.addHook('onResponse', async (request, reply) => {
    // The route template (/api/drive/download/:fileId), never the raw URL: bounded label values.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ route });
    if (request.method === 'PATCH' && status < 300 && uploadBytesRoute.test(route))
      uploadBytes.inc(Number(request.headers['content-length'] ?? 0) || 0);
  });

  const onJobRun = (message: unknown) => {
    const run = message as JobRun;
    jobs.inc({ job: run.job, outcome: run.ok ? 'ok' : 'failed' });
    jobSeconds.observe({ job: run.job }, run.seconds);
  };
  jobRuns.subscribe(onJobRun);
  app.addHook('onClose', async () => {
    jobRuns.unsubscribe(onJobRun);
  });

  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  app.get('/metrics', async (request, reply) => {
    // Compared as hashes of equal length, in constant time.
    const given = createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    if (!timingSafeEqual(given, expected)) throw new AppError('unauthorized');
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });

  return {
    observe: (db) => db.withPlugin(ledgerCounter((table, rows) => ledger.inc({ table }, rows))),
    watchReadiness,
    watchAccountChanges(changes) {
      const stop = watchAccountChanges(changes);
      app.addHook('onClose', async () => stop());
    },
    watchSockets(server) {
      io = server;
      server.on('connection', (socket) =>
        socket.onAny((event: string) => {
          if (event === 'onMessage') messages.inc();
        }),
      );
    },
  };
}
