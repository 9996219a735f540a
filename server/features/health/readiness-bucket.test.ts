import { createServer, type Server, type Socket } from 'node:net';
import { healthRoutes } from '../../../common/api/health.js';
import { callRoute } from '../../test/call-route.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadinessReport } from '../../../common/api/health.js';
import { startS3Server } from '../../test/s3-server.js';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

// Readiness with files in an S3 bucket: the bucket is checked and reported, and a bucket that is
// away or hung is reported down within the check's timeout without making the instance unready.

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
// Each test rebuilds it on the S3 server it starts; it closes before that server does.
const app = useTestApp({}, 'test');

async function ready(t: TestApp) {
  const res = (await callRoute(t, healthRoutes.ready, null)).raw;
  return { status: res.statusCode, report: ReadinessReport.parse(res.json()) };
}

/** A TCP server that accepts connections and never answers: a hung S3 endpoint. */
async function silentServer(): Promise<{ url: string; server: Server }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, server };
}

describe('readiness with an S3 bucket', () => {
  it('reports the bucket ok when it answers', async () => {
    const s3 = await startS3Server();
    closers.push(() => s3.close());
    const t = await app.rebuild({ env: s3.env });
    const { status, report } = await ready(t);
    expect(status).toBe(200);
    expect(report).toMatchObject({ ready: true, checks: { bucket: 'ok', storage: 'ok' } });
  });

  it('reports a bucket that is gone as down, and stays ready', async () => {
    const s3 = await startS3Server();
    const t = await app.rebuild({ env: s3.env });
    await s3.close();
    const { status, report } = await ready(t);
    expect(status).toBe(200);
    expect(report).toMatchObject({ ready: true, checks: { bucket: 'down' } });
  });

  it('answers within the timeout while the bucket hangs, and asks it once for many scrapes', async () => {
    const s3 = await startS3Server();
    closers.push(() => s3.close());
    const hung = await silentServer();
    let connections = 0;
    hung.server.on('connection', () => (connections += 1));
    const t = await app.rebuild({ env: { ...s3.env, S3_ENDPOINT: hung.url } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => ready(t)));
    for (const { status, report } of answers) {
      expect(status).toBe(200);
      expect(report.checks.bucket).toBe('down');
    }
    // One HeadBucket for the twenty (the SDK's retries of it aside).
    expect(connections).toBeLessThanOrEqual(3);
  });
});
