import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMp4 } from '../../test/drive.js';
import { startS3Server } from '../../test/s3-server.js';
import { s3Bucket } from './s3-bucket.js';
import { S3TusStore, type RunningHashes } from './s3-tus-store.js';

// The tus store on a real S3 server (s3rver): several parts travel at once, and when one fails
// the upload's state keeps only the gapless run before it, from which the client resumes.

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server('crewcast-tus-store');
});
afterAll(async () => {
  await s3.close();
});

const MiB = 1024 * 1024;
const partBytes = 5 * MiB;

function storeWith(failPart?: number) {
  const bucket = s3Bucket(s3.settings);
  const send = bucket.client.send.bind(bucket.client) as (command: unknown) => Promise<unknown>;
  let failed = false;
  // The bucket refuses one part once, as a bucket that drops a connection would.
  (bucket.client as { send: unknown }).send = (command: { input?: { PartNumber?: number } }) => {
    if (!failed && failPart !== undefined && command.input?.PartNumber === failPart) {
      failed = true;
      return Promise.reject(new Error('part refused'));
    }
    return send(command);
  };
  const hashes: RunningHashes = new Map();
  const store = new S3TusStore(bucket, {
    check: async () => {},
    hashes,
    removeStored: async () => {},
    partBytes,
  });
  return { store, bucket };
}

/** The bytes as a client sends them: in chunks of 64 KiB. */
const streamOf = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('S3TusStore', () => {
  it('stores many parts sent several at a time, whole and with its SHA-256', async () => {
    const { store, bucket } = storeWith();
    const bytes = fakeMp4(6 * partBytes + 12_345);
    await store.create(new Upload({ id: 'many-parts', size: bytes.length, offset: 0 }));
    expect(await store.write(streamOf(bytes), 'many-parts', 0)).toBe(bytes.length);
    expect(store.takeDigest('many-parts', bytes.length)).toBe(sha256(bytes));
    expect(sha256(await bucket.read('many-parts'))).toBe(sha256(bytes));
  });

  it('after a part fails keeps only the parts before it, and the upload resumes from there', async () => {
    const { store, bucket } = storeWith(3);
    const bytes = fakeMp4(6 * partBytes + 777);
    await store.create(new Upload({ id: 'failed-part', size: bytes.length, offset: 0 }));
    await expect(store.write(streamOf(bytes), 'failed-part', 0)).rejects.toBeDefined();
    const offset = (await store.getUpload('failed-part')).offset;
    const state = JSON.parse((await bucket.read('failed-part.info')).toString()) as {
      parts: { n: number; bytes: number }[];
    };
    // Parts 1 and 2 (each at least 5 MiB, ending on a chunk of the stream); nothing after them.
    expect(state.parts.map((p) => p.n)).toEqual([1, 2]);
    expect(offset).toBe(state.parts[0]!.bytes + state.parts[1]!.bytes);
    const end = await store.write(streamOf(bytes.subarray(offset)), 'failed-part', offset);
    expect(end).toBe(bytes.length);
    expect(sha256(await bucket.read('failed-part'))).toBe(sha256(bytes));
  });
});
