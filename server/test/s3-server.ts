import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** The part of s3rver (a real S3-speaking server written in JavaScript) the tests use. */
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** A local S3 server on a free port with one empty bucket, and the S3_ settings that reach it. */
export async function startS3Server(bucket = 'crewcast-test') {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), 'crewcast-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    /** The same server as the storage's own settings, for a direct view of the bucket. */
    settings: {
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials: it checks every request's signature with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
