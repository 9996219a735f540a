import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { login, startApp, stopProcess } from '../app-server.js';
import { makeSource, memoryOf, MiB, settled, upload } from '../upload-client.js';

// Uploads to object storage: one instance storing a tus upload in an S3 bucket, against the AWS
// SDK's own multipart upload (lib-storage, the engine of `aws s3 cp`) writing the same bytes to
// the same S3 server, in the same run. The S3 server (s3rver) runs in a process of its own.
// Sizes scale with DRIVE_S3_BENCH_SCALE (the README's figures say which); results go to
// bench/results/drive-s3.json. Ports 3135-3139.

const scale = Number(process.env.DRIVE_S3_BENCH_SCALE ?? 1);
const mib = (fallback: number) => Math.max(8, Math.round(fallback * scale)) * MiB;
const singleBytes = mib(2048);
const parallelEachBytes = mib(512);
const memorySizes = [mib(1024), mib(2048), mib(4096)];
const rounds = Number(process.env.DRIVE_S3_BENCH_ROUNDS ?? 2);
const basePort = Number(process.env.DRIVE_S3_BENCH_PORT ?? 3135);

const work = mkdtempSync(path.join(tmpdir(), 'crewcast-s3-bench-'));
const source = path.join(work, 'source.mp4');
const largest = Math.max(singleBytes, parallelEachBytes * 4, ...memorySizes);
const rate = (bytes: number, ms: number) => Number((bytes / MiB / (ms / 1000)).toFixed(1));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Starts the S3 server's process and resolves with its S3_ settings once it listens. */
async function startS3(): Promise<{ env: Record<string, string>; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/s3-server-process.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines)
    return { env: JSON.parse(line) as Record<string, string>, process: child };
  throw new Error('the S3 server process ended before it listened');
}

function clientOf(env: Record<string, string>) {
  return new S3Client({
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT!,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
  });
}

/** The reference: the SDK's multipart upload of the same bytes, straight to the bucket. */
async function sdkUpload(client: S3Client, bucket: string, bytes: number, start = 0) {
  const t0 = performance.now();
  await new Upload({
    client,
    params: {
      Bucket: bucket,
      Key: `reference-${start}-${Date.now()}`,
      Body: createReadStream(source, { start, end: start + bytes - 1 }),
      ContentLength: bytes,
    },
    partSize: 8 * MiB,
  }).done();
  return performance.now() - t0;
}

/** Empties the bucket, so that the S3 server's disk does not fill over the rounds. */
async function emptyBucket(client: S3Client, bucket: string) {
  for (;;) {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    const keys = (listed.Contents ?? []).map((o) => ({ Key: o.Key! }));
    if (keys.length === 0) return;
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
  }
}

const s3 = await startS3();
const client = clientOf(s3.env);
const bucket = s3.env.S3_BUCKET!;
try {
  console.info(`drive-s3 bench in ${work}: making a ${largest / MiB} MiB source…`);
  await makeSource(source, largest);
  const samples = {
    sdkSingleMs: [] as number[],
    appSingleMs: [] as number[],
    sdkParallelMs: [] as number[],
    appParallelMs: [] as number[],
  };
  const server = await startApp({ port: basePort, env: s3.env });
  try {
    const auth = await login(server.base, 'partner');
    await upload(server.base, auth, source, 8 * MiB);
    for (let round = 0; round < rounds; round += 1) {
      samples.sdkSingleMs.push(await sdkUpload(client, bucket, singleBytes));
      await emptyBucket(client, bucket);
      samples.appSingleMs.push(await upload(server.base, auth, source, singleBytes));
      await settled(server.base, auth);
      await emptyBucket(client, bucket);
      const parts = [0, 1, 2, 3].map((i) => i * parallelEachBytes);
      let t0 = performance.now();
      await Promise.all(parts.map((start) => sdkUpload(client, bucket, parallelEachBytes, start)));
      samples.sdkParallelMs.push(performance.now() - t0);
      await emptyBucket(client, bucket);
      t0 = performance.now();
      await Promise.all(
        parts.map((start) => upload(server.base, auth, source, parallelEachBytes, start)),
      );
      samples.appParallelMs.push(performance.now() - t0);
      await settled(server.base, auth);
      await emptyBucket(client, bucket);
    }
  } finally {
    await server.stop();
  }

  const memory = [];
  for (const [i, size] of memorySizes.entries()) {
    const fresh = await startApp({ port: basePort + 1 + i, env: s3.env });
    try {
      const auth = await login(fresh.base, 'partner');
      await upload(fresh.base, auth, source, 8 * MiB);
      const before = memoryOf(fresh.process.pid!);
      await upload(fresh.base, auth, source, size);
      const after = memoryOf(fresh.process.pid!);
      memory.push({
        sizeMiB: size / MiB,
        growthMiB: Number((after.peakMiB - before.rssMiB).toFixed(1)),
      });
      console.info(
        `peak memory growth during a ${size / MiB} MiB upload: ${memory.at(-1)!.growthMiB} MiB`,
      );
    } finally {
      await fresh.stop();
      await emptyBucket(client, bucket);
    }
  }

  const sdkSingle = rate(singleBytes, median(samples.sdkSingleMs));
  const appSingle = rate(singleBytes, median(samples.appSingleMs));
  const sdkParallel = rate(parallelEachBytes * 4, median(samples.sdkParallelMs));
  const appParallel = rate(parallelEachBytes * 4, median(samples.appParallelMs));
  const results = {
    date: new Date().toISOString(),
    scale,
    rounds,
    single: {
      sizeMiB: singleBytes / MiB,
      sdkMiBps: sdkSingle,
      appMiBps: appSingle,
      ratio: Number((appSingle / sdkSingle).toFixed(3)),
      target: 0.8,
    },
    parallel: {
      count: 4,
      eachMiB: parallelEachBytes / MiB,
      sdkMiBps: sdkParallel,
      appMiBps: appParallel,
      ratio: Number((appParallel / sdkParallel).toFixed(3)),
      target: 0.8,
    },
    memory,
    // Flat: the largest upload's peak growth within 16 MiB of the smallest's.
    memoryTarget: { largestMinusSmallestMaxMiB: 16 },
    memoryLargestMinusSmallestMiB: Number(
      (memory.at(-1)!.growthMiB - memory[0]!.growthMiB).toFixed(1),
    ),
    samples,
  };
  mkdirSync('bench/results', { recursive: true });
  await writeFile('bench/results/drive-s3.json', `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify({ ...results, samples: undefined }, null, 2));
} finally {
  client.destroy();
  await stopProcess(s3.process);
  await rm(work, { recursive: true, force: true });
}
