import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startFaultProxy } from '../fault-proxy.js';
import { startRedisServer } from '../redis-server.js';
import { startS3Server } from '../s3-server.js';
import { startInstance, type Instance } from './instance.js';
import { buildServer } from '../start-command.js';
import { startRequestBalancer } from './request-balancer.js';
import { startTcpProxy } from './tcp-proxy.js';

/** The PostgreSQL server the cluster test makes its database on. */
export const pgAdminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why PostgreSQL cannot be used, or undefined when it answers. */
export async function pgUnreachable(adminUrl = pgAdminUrl): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** What the tests send to read an instance's /metrics. */
export const clusterMetricsToken = randomBytes(16).toString('hex');

/**
 * Two instances, A and B, as two machines behind a load balancer would run them: one new
 * PostgreSQL database, their own redis-server (which the test stops and starts), a local S3
 * server for the files, the same secret, and nothing else shared. Both start at the same moment
 * on the empty database, with `extraEnv` added to their settings. Two balancers stand in front:
 * `balancer` sends each request and each WebSocket upgrade to the next instance in turn, as Caddy
 * does; `proxy` balances TCP connections (to A unless told otherwise) and can break or slow them,
 * as a bad network does.
 */
export async function startCluster(extraEnv: Record<string, string> = {}) {
  const dbName = `crewcast_cluster_${Date.now()}_${process.pid}`;
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  const databaseUrl = `${pgAdminUrl.replace(/\/[^/]*$/, '')}/${dbName}`;
  const redis = await startRedisServer();
  const s3 = await startS3Server('crewcast-cluster');
  // The instances reach PostgreSQL through a proxy the test can break (the test's own pool not).
  const pgAddress = new URL(databaseUrl);
  const pgPath = await startFaultProxy({
    host: pgAddress.hostname,
    port: Number(pgAddress.port || 5432),
  });
  const env = {
    DATABASE_URL: pgPath.via(databaseUrl),
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    E2E_CLOCK: 'true',
    AUTH_RATE_LIMIT: '1000',
    METRICS_TOKEN: clusterMetricsToken,
    ...s3.env,
    ...extraEnv,
  };
  buildServer();
  const instances: Record<'a' | 'b', Instance> = {
    a: startInstance('a', env),
    b: startInstance('b', env),
  };
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const dispose = async () => {
    await Promise.all(Object.values(instances).map((i) => i.dispose()));
    await db.end();
    await redis.stop();
    await pgPath.close();
    await s3.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  };
  try {
    const [portA, portB] = await Promise.all([instances.a.port(), instances.b.port()]);
    const upstreams = [
      { name: 'a', port: portA },
      { name: 'b', port: portB },
    ];
    const proxy = await startTcpProxy(upstreams);
    const balancer = await startRequestBalancer(upstreams);
    return {
      a: { ...instances.a, url: `http://127.0.0.1:${portA}` },
      b: { ...instances.b, url: `http://127.0.0.1:${portB}` },
      proxy,
      balancer,
      redis,
      /** What both instances were started with: a restarted instance gets the same. */
      env,
      /** The path from the instances to PostgreSQL. */
      pgPath,
      /** The shared database, for checks a route does not show. */
      db,
      /** Its URL, direct (not through `pgPath`). */
      databaseUrl,
      async close() {
        await balancer.close();
        await proxy.close();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
