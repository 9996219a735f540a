import type promClient from 'prom-client';
import type { ReadinessReport } from '../../common/api/health.js';
import type { PoolStats } from '../db/postgres-pool.js';

/** What the readiness gauges read at each scrape. */
export type ReadinessSource = {
  check: () => Promise<ReadinessReport>;
  /** The PostgreSQL pool's counts; absent on SQLite. */
  pool?: () => PoolStats;
};

// prom-client's defaults count Node's active handles, requests and resources twice: by type
// (`crewcast_nodejs_active_handles{type}`) and in all as gauges named `…_total`, which Prometheus
// keeps for counters (`promtool check metrics` refuses them). The sums are dropped.
const misnamedDefaults = ['active_handles', 'active_requests', 'active_resources'];

/** prom-client's default metrics of the process, less its gauges named like counters. */
export function defaultMetrics(client: typeof promClient, registry: promClient.Registry) {
  client.collectDefaultMetrics({ register: registry, prefix: 'crewcast_' });
  for (const name of misnamedDefaults) registry.removeSingleMetric(`crewcast_nodejs_${name}_total`);
}

/**
 * What README tells operators to watch, as gauges read at each scrape: readiness of each
 * dependency (1 ok, 0 not), free disk, shutting down, and the database pool's connections.
 */
export function readinessGauges(
  client: typeof promClient,
  registry: promClient.Registry,
): (watched: ReadinessSource) => void {
  let watching: ReadinessSource | undefined;
  // One readiness check per scrape, shared by the gauges that read it (collected in parallel).
  let latest: { at: number; report: Promise<ReadinessReport | undefined> } | undefined;
  const report = () => {
    if (!latest || Date.now() - latest.at > 1000)
      latest = { at: Date.now(), report: watching ? watching.check() : Promise.resolve(undefined) };
    return latest.report;
  };
  const gauge = (
    name: string,
    help: string,
    read: (r: ReadinessReport) => Array<[Record<string, string>, number]>,
    labelNames: string[] = [],
  ) => {
    const made: promClient.Gauge = new client.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const r = await report();
        if (r) for (const [labels, value] of read(r)) made.set(labels, value);
      },
    });
  };
  gauge(
    'crewcast_ready',
    'Readiness of the instance (check="instance") and of each dependency: 1 ok, 0 not.',
    (r) => [
      [{ check: 'instance' }, r.ready ? 1 : 0],
      [{ check: 'database' }, r.checks.database === 'ok' ? 1 : 0],
      // Redis unused (one instance) counts as fine.
      [{ check: 'redis' }, r.checks.redis === 'down' ? 0 : 1],
      [{ check: 'storage' }, r.checks.storage === 'ok' ? 1 : 0],
      // No bucket (files in the data folder) counts as fine.
      [{ check: 'bucket' }, r.checks.bucket === 'down' ? 0 : 1],
      [{ check: 'disk' }, r.checks.disk.status === 'ok' ? 1 : 0],
    ],
    ['check'],
  );
  gauge('crewcast_disk_free_bytes', "Free bytes on the data folder's volume.", (r) => [
    [{}, r.checks.disk.freeBytes],
  ]);
  gauge('crewcast_shutting_down', '1 from the moment the instance starts shutting down.', (r) => [
    [{}, r.checks.shuttingDown ? 1 : 0],
  ]);
  const pool: promClient.Gauge = new client.Gauge({
    name: 'crewcast_db_pool_connections',
    help: 'PostgreSQL connections of the pool, by state (idle, in_use, waiting for one).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = watching?.pool?.();
      if (!stats) return;
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'in_use' }, stats.total - stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return (watched) => {
    watching = watched;
  };
}
