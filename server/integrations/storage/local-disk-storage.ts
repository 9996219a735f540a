import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { open, rm, stat, statfs } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';
import { AppError } from '../../errors.js';
import {
  headBytes,
  StoredBytesMissing,
  type ByteRange,
  type FileStorage,
  type TusStore,
  type UploadHeadCheck,
} from './file-storage.js';
import { feedInspector, InspectingStream } from './inspecting-stream.js';

// Stored names are server-made (hex); this guard keeps any other string from reaching a path.
const safeName = /^[A-Za-z0-9_-]{1,128}$/;

function fileIn(root: string, name: string): string {
  if (!safeName.test(name)) throw new Error(`Refusing stored name '${name}'`);
  return path.join(root, name);
}

async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// A write buffer of a few network chunks lets the socket keep reading while the disk writes (the
// default 16 KiB makes each 64 KiB chunk wait for its own write), and bounds memory per upload.
const writeBufferBytes = 1024 * 1024;

// Hashing a stored file reads it in pieces of this size rather than the stream's default 64 KiB:
// a sixteenth of the reads and stream steps, about a seventh less CPU for a 2 GiB file
// (bench/README.md, Drive). One piece at a time is in memory.
const digestReadBytes = 1024 * 1024;

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A full disk as the API's 507; anything else as it came. */
function diskFullAsRefusal(error: unknown): unknown {
  return errorCode(error) === 'ENOSPC' ? new AppError('insufficient_storage') : error;
}

/** Each unfinished tus upload's running SHA-256 and how many bytes it has taken in. */
type RunningHashes = Map<string, { hash: Hash; bytes: number }>;

/** Thrown by writeWhole's byte counter when a file passes its limit. */
class TooLarge extends Error {}

/**
 * The tus FileStore with its data path replaced: the first bytes of every upload are checked
 * before any is written, and writes go through a deep buffer. The bytes are not hashed as they
 * pass: that cost a third of the upload's CPU; the digest job hashes the finished file
 * (decision 036).
 */
class CheckingFileStore extends FileStore implements TusStore {
  constructor(
    private readonly root: string,
    private readonly check: UploadHeadCheck,
    private readonly hashes: RunningHashes,
    private readonly removeStored: (name: string) => Promise<void>,
  ) {
    super({ directory: root });
  }

  override async write(
    readable: IncomingMessage | Readable,
    name: string,
    offset: number,
  ): Promise<number> {
    const file = fileIn(this.root, name);
    const info = await this.configstore.get(name);
    // No hash on the request path (decision 036): the digest job reads the finished file.
    this.hashes.delete(name);
    let refusal: unknown;
    const inspector = new InspectingStream({
      offset,
      storedHead: offset > 0 && offset < headBytes ? await readHead(file, offset) : undefined,
      headBytes,
      ...(info?.size !== undefined ? { totalSize: info.size } : {}),
      check: async (head, complete) => {
        try {
          await this.check(name, head, complete);
        } catch (error) {
          refusal = error;
          throw error;
        }
      },
    });
    const target = createWriteStream(file, {
      flags: 'r+',
      start: offset,
      highWaterMark: writeBufferBytes,
    });
    feedInspector(readable, inspector);
    try {
      await pipeline(inspector, target);
    } catch (error) {
      this.hashes.delete(name);
      // Whatever reached the disk stays: the next HEAD reports it and the client resumes there.
      if (refusal) throw refusal;
      throw errorCode(error) === 'ENOSPC'
        ? new AppError('insufficient_storage')
        : ERRORS.FILE_WRITE_ERROR;
    }
    const newOffset = offset + inspector.received;
    return newOffset;
  }

  takeDigest(name: string, size: number): string | undefined {
    const tracked = this.hashes.get(name);
    this.hashes.delete(name);
    return tracked && tracked.bytes === size ? tracked.hash.digest('hex') : undefined;
  }

  // The storage's own remove, so a tus-side removal also forgets the running hash.
  override remove(name: string): Promise<void> {
    return this.removeStored(name);
  }
}

// FileStore's constructor creates its folder asynchronously and throws from the callback (an
// uncaught exception) when the folder's parent is gone by then, as happens to a short-lived test
// folder. localDiskStorage creates the folder synchronously first, so that step is not needed.
Object.defineProperty(CheckingFileStore.prototype, 'checkOrCreateDirectory', { value() {} });

/** Files on local disk under `root` (by default DATA_DIR/files), one flat folder of stored names. */
export function localDiskStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true });
  let store: CheckingFileStore | undefined;
  // In memory only: after a restart or a broken request the caller hashes the file instead.
  const hashes: RunningHashes = new Map();

  // The one removal path (cancel, prune, refused uploads, tus): the file, its tus metadata and
  // the running hash of a partial upload.
  async function remove(name: string): Promise<void> {
    hashes.delete(name);
    const file = fileIn(root, name);
    await rm(file, { force: true });
    await rm(`${file}.json`, { force: true });
  }

  const storage: FileStorage = {
    tusStore(check) {
      store ??= new CheckingFileStore(root, check, hashes, remove);
      return store;
    },

    async writeWhole(name, source, { check, maxBytes }) {
      const file = fileIn(root, name);
      const hash = createHash('sha256');
      const inspector = new InspectingStream({
        offset: 0,
        headBytes,
        endIsComplete: true,
        check: (head, complete) => check(name, head, complete),
        hash,
      });
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) done(new TooLarge());
          else done(null, chunk);
        },
      });
      const target = createWriteStream(file, { flags: 'wx', highWaterMark: writeBufferBytes });
      try {
        await pipeline(source, counter, inspector, target);
      } catch (error) {
        // A refusal can come while the file is still being opened; removed before the open ends,
        // it would be created again, empty. Its close comes after the open, so remove it then.
        if (!target.closed) await new Promise<void>((closed) => target.once('close', closed));
        await rm(file, { force: true });
        // Drain what is left of the request so the client gets the answer, not a reset.
        source.resume();
        if (error instanceof TooLarge) return { size, sha256: '', truncated: true };
        throw diskFullAsRefusal(error);
      }
      return { size, sha256: hash.digest('hex'), truncated: false };
    },

    async size(name) {
      try {
        const info = await stat(fileIn(root, name));
        return info.isFile() ? info.size : undefined;
      } catch {
        return undefined;
      }
    },

    head(name, length) {
      return readHead(fileIn(root, name), length);
    },

    async read(name, range?: ByteRange) {
      // Opened first, so a missing file is known before any answer starts.
      const handle = await open(fileIn(root, name), 'r').catch((error: unknown) => {
        throw errorCode(error) === 'ENOENT' ? new StoredBytesMissing(name) : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async sha256(name) {
      const hash = createHash('sha256');
      const file = createReadStream(fileIn(root, name), { highWaterMark: digestReadBytes });
      for await (const piece of file) hash.update(piece as Buffer);
      return hash.digest('hex');
    },

    remove,

    async freeBytes() {
      const info = await statfs(root);
      return info.bavail * info.bsize;
    },

    async check() {
      await statfs(root);
    },
  };
  return storage;
}
