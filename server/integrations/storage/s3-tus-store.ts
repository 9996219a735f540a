import { createHash, type Hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { headBytes, type TusStore, type UploadHeadCheck } from './file-storage.js';
import { feedInspector, InspectingStream } from './inspecting-stream.js';
import { isMissing, type S3Bucket } from './s3-bucket.js';
import { partCutter, partQueue, type StoredPart } from './s3-part-queue.js';

/**
 * Where an unfinished upload stands, kept in the bucket beside it as `<name>.info`, so any
 * instance can resume it: its S3 multipart upload, the parts stored, and how many bytes wait in
 * `<name>.part` (S3 parts other than the last must be at least 5 MiB).
 */
type UploadState = {
  size: number;
  uploadId: string;
  parts: StoredPart[];
  tail: number;
  done: boolean;
};

/**
 * How many parts of one upload travel to the bucket at once (the AWS SDK's own multipart upload
 * sends 4): each waits for its round trip while the next is received.
 */
const partsTravelling = 4;

const stateKey = (name: string) => `${name}.info`;
const tailKey = (name: string) => `${name}.part`;
const stored = (state: UploadState) =>
  state.done ? state.size : state.parts.reduce((sum, p) => sum + p.bytes, 0) + state.tail;

/** Where the upload `name` stands; tus's FILE_NOT_FOUND when it has no state. */
async function uploadState(bucket: S3Bucket, name: string): Promise<UploadState> {
  try {
    return JSON.parse((await bucket.read(stateKey(name))).toString('utf8')) as UploadState;
  } catch (error) {
    if (isMissing(error)) throw ERRORS.FILE_NOT_FOUND;
    throw error;
  }
}

/** Bytes stored so far of an unfinished upload; undefined when there is none (or it finished). */
export async function unfinishedBytes(bucket: S3Bucket, name: string): Promise<number | undefined> {
  try {
    const state = await uploadState(bucket, name);
    return state.done ? undefined : stored(state);
  } catch {
    return undefined;
  }
}

/** Each unfinished upload's running SHA-256 on this instance and how many bytes it has seen. */
export type RunningHashes = Map<string, { hash: Hash; bytes: number }>;

/**
 * A tus datastore on an S3-compatible bucket, written with plain multipart uploads (create,
 * upload part, complete) and its own state object, so it needs no ListParts and runs on any
 * S3-compatible service. As on disk, the first bytes of an upload are checked before any is
 * stored and the bytes are hashed as they pass.
 */
export class S3TusStore extends DataStore implements TusStore {
  constructor(
    private readonly bucket: S3Bucket,
    private readonly options: {
      check: UploadHeadCheck;
      hashes: RunningHashes;
      removeStored: (name: string) => Promise<void>;
      partBytes: number;
    },
  ) {
    super();
    this.extensions = ['creation', 'termination'];
  }

  private state(name: string): Promise<UploadState> {
    return uploadState(this.bucket, name);
  }

  private save(name: string, state: UploadState): Promise<void> {
    return this.bucket.put(stateKey(name), JSON.stringify(state));
  }

  override async create(upload: Upload): Promise<Upload> {
    const { sdk, client, name: Bucket } = this.bucket;
    const started = await client.send(
      new sdk.CreateMultipartUploadCommand({ Bucket, Key: upload.id }),
    );
    if (!started.UploadId) throw ERRORS.FILE_WRITE_ERROR;
    await this.save(upload.id, {
      size: upload.size ?? 0,
      uploadId: started.UploadId,
      parts: [],
      tail: 0,
      done: false,
    });
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const state = await this.state(id);
    return new Upload({ id, size: state.size, offset: stored(state), metadata: {} });
  }

  private async sendPart(name: string, uploadId: string, n: number, body: Buffer) {
    const { sdk, client, name: Bucket } = this.bucket;
    const sent = await client.send(
      new sdk.UploadPartCommand({
        Bucket,
        Key: name,
        UploadId: uploadId,
        PartNumber: n,
        Body: body,
      }),
    );
    return sent.ETag ?? '';
  }

  private async finish(name: string, state: UploadState): Promise<void> {
    const { sdk, client, name: Bucket } = this.bucket;
    await client.send(
      new sdk.CompleteMultipartUploadCommand({
        Bucket,
        Key: name,
        UploadId: state.uploadId,
        MultipartUpload: { Parts: state.parts.map((p) => ({ PartNumber: p.n, ETag: p.etag })) },
      }),
    );
    state.done = true;
  }

  /** The running hash to feed, started at offset 0 and dropped when the bytes do not follow on. */
  private tracked(name: string, offset: number) {
    const { hashes } = this.options;
    if (offset === 0) hashes.set(name, { hash: createHash('sha256'), bytes: 0 });
    else if (hashes.get(name)?.bytes !== offset) hashes.delete(name);
    return hashes.get(name);
  }

  override async write(
    readable: IncomingMessage | Readable,
    name: string,
    offset: number,
  ): Promise<number> {
    const state = await this.state(name);
    if (state.done || stored(state) !== offset) throw ERRORS.FILE_WRITE_ERROR;
    const tail = state.tail > 0 ? await this.bucket.read(tailKey(name)) : Buffer.alloc(0);
    const tracked = this.tracked(name, offset);
    let refusal: unknown;
    const inspector = new InspectingStream({
      offset,
      // Below the head's length every stored byte is still in the tail.
      storedHead: offset > 0 && offset < headBytes ? tail.subarray(0, offset) : undefined,
      headBytes,
      totalSize: state.size,
      check: async (head, complete) => {
        try {
          await this.options.check(name, head, complete);
        } catch (error) {
          refusal = error;
          throw error;
        }
      },
      ...(tracked ? { hash: tracked.hash } : {}),
    });
    feedInspector(readable, inspector);

    const oldTail = state.tail;
    const parts = partQueue({
      parts: state.parts,
      limit: partsTravelling,
      send: (n, body) => this.sendPart(name, state.uploadId, n, body),
      // The first part recorded holds what waited in the tail.
      recorded: () => {
        state.tail = 0;
        return this.save(name, state);
      },
    });
    const cutter = partCutter(this.options.partBytes, parts);
    let failure: unknown;
    try {
      await cutter.add(tail);
      for await (const chunk of inspector) await cutter.add(chunk as Buffer);
    } catch (error) {
      failure = error;
    }
    try {
      await parts.settle();
    } catch (error) {
      // What follows the last part recorded is lost; the client resumes right after that part.
      failure ??= error;
      cutter.drop();
    }
    if (refusal) {
      this.options.hashes.delete(name);
      throw refusal;
    }
    // What arrived stays, even from a cut request: the client resumes after it.
    const partsBytes = state.parts.reduce((sum, p) => sum + p.bytes, 0);
    const rest = cutter.rest();
    if (partsBytes + rest.length === state.size && !failure) {
      if (rest.length > 0 || state.parts.length === 0) {
        await parts.push(rest);
        await parts.settle();
      }
      await this.finish(name, state);
      state.tail = 0;
      await this.bucket.remove(tailKey(name));
    } else if (rest.length > 0) {
      await this.bucket.put(tailKey(name), rest);
      state.tail = rest.length;
    } else if (oldTail > 0 && state.tail === 0) {
      await this.bucket.remove(tailKey(name));
    }
    await this.save(name, state);
    if (failure) {
      this.options.hashes.delete(name);
      throw ERRORS.FILE_WRITE_ERROR;
    }
    const newOffset = stored(state);
    if (tracked) tracked.bytes = newOffset;
    return newOffset;
  }

  takeDigest(name: string, size: number): string | undefined {
    const tracked = this.options.hashes.get(name);
    this.options.hashes.delete(name);
    return tracked && tracked.bytes === size ? tracked.hash.digest('hex') : undefined;
  }

  /** Aborts an unfinished multipart upload (services that lack the call keep it until expiry). */
  async abort(name: string): Promise<void> {
    const { sdk, client, name: Bucket } = this.bucket;
    try {
      const state = await this.state(name);
      if (!state.done)
        await client.send(
          new sdk.AbortMultipartUploadCommand({ Bucket, Key: name, UploadId: state.uploadId }),
        );
    } catch {
      // Already gone, or not supported: a bucket lifecycle rule cleans up abandoned parts.
    }
  }

  override remove(name: string): Promise<void> {
    return this.options.removeStored(name);
  }
}

export { stateKey, tailKey };
