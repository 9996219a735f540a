import { createHash } from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3Upload from '@aws-sdk/lib-storage';
import { loadOptionalPackage } from '../optional-package.js';
import { headBytes, StoredBytesMissing, type FileStorage } from './file-storage.js';
import { cachedCheck } from './cached-check.js';
import { InspectingStream } from './inspecting-stream.js';
import { isMissing, s3Bucket, type S3Settings } from './s3-bucket.js';
import {
  S3TusStore,
  stateKey,
  tailKey,
  unfinishedBytes,
  type RunningHashes,
} from './s3-tus-store.js';

// Stored names are server-made (hex); nothing else becomes a key.
const safeName = /^[A-Za-z0-9_-]{1,128}$/;

function checked(name: string): string {
  if (!safeName.test(name)) throw new Error(`Refusing stored name '${name}'`);
  return name;
}

/** How long readiness waits for the bucket, and how long its answer is reused. */
export const bucketCheckTiming = { timeoutMs: 1500, cacheMs: 5000 } as const;

/** Thrown by writeWhole's byte counter when a file passes its limit. */
class TooLarge extends Error {}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO), one object per
 * stored name. Downloads stream through the server with ranged GETs (decision 014), so access
 * checks, signed media links and byte ranges work as with the local folder.
 */
export function s3Storage(settings: S3Settings & { partBytes?: number }): FileStorage {
  const bucket = s3Bucket(settings);
  const hashes: RunningHashes = new Map();
  let store: S3TusStore | undefined;
  // Readiness and /metrics may be scraped many times a second by several balancers: the bucket
  // gets one HeadBucket per few seconds, and a hung one answers "down" within the timeout.
  const readinessCheck = cachedCheck((signal) => bucket.check(signal), bucketCheckTiming);

  async function remove(name: string): Promise<void> {
    hashes.delete(name);
    await store?.abort(checked(name));
    await bucket.remove(name, tailKey(name), stateKey(name));
  }

  const storage: FileStorage = {
    tusStore(check) {
      store ??= new S3TusStore(bucket, {
        check,
        hashes,
        removeStored: remove,
        // S3's smallest part other than the last is 5 MiB.
        partBytes: Math.max(settings.partBytes ?? 8 * 1024 * 1024, 5 * 1024 * 1024),
      });
      return store;
    },

    async writeWhole(name, source, { check, maxBytes }) {
      const { Upload } = loadOptionalPackage<typeof S3Upload>('@aws-sdk/lib-storage');
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) done(new TooLarge());
          else done(null, chunk);
        },
      });
      const inspector = new InspectingStream({
        offset: 0,
        headBytes,
        endIsComplete: true,
        check: (head, complete) => check(name, head, complete),
        hash,
      });
      const body = new PassThrough();
      const upload = new Upload({
        client: bucket.client,
        params: { Bucket: bucket.name, Key: checked(name), Body: body },
      });
      const sent = upload.done();
      try {
        await pipeline(source, counter, inspector, body);
        await sent;
      } catch (error) {
        body.destroy();
        await upload.abort().catch(() => {});
        await sent.catch(() => {});
        await bucket.remove(name);
        // Drain what is left of the request so the client gets the answer, not a reset.
        source.resume();
        if (error instanceof TooLarge) return { size, sha256: '', truncated: true };
        throw error;
      }
      return { size, sha256: hash.digest('hex'), truncated: false };
    },

    async size(name) {
      const whole = await bucket.size(checked(name));
      if (whole !== undefined) return whole;
      // An unfinished upload: what its parts and tail hold so far.
      return unfinishedBytes(bucket, name);
    },

    head(name, length) {
      return bucket.read(checked(name), { start: 0, end: length - 1 });
    },

    async read(name, range) {
      try {
        return await bucket.stream(checked(name), range);
      } catch (error) {
        throw isMissing(error) ? new StoredBytesMissing(name) : error;
      }
    },

    async sha256(name) {
      const hash = createHash('sha256');
      await pipeline(await bucket.stream(checked(name)), hash);
      return hash.digest('hex');
    },

    remove: (name) => remove(checked(name)),

    // Object storage has no free space the server can see or run out of.
    freeBytes: async () => undefined,

    check: readinessCheck,
  };
  return storage;
}
