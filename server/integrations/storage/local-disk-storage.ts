import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import {
  headBytes,
  type ByteRange,
  type FileStorage,
  type TusStore,
  type UploadHeadCheck,
} from './file-storage.js';
import { InspectingStream } from './inspecting-stream.js';

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

/** Thrown by writeWhole's byte counter when a file passes its limit. */
class TooLarge extends Error {}

/**
 * The tus FileStore with two additions on its data path: the first bytes of every upload are
 * checked before any is written, and the bytes are hashed as they pass, so a finished upload
 * needs no second read of a multi-gigabyte file.
 */
class CheckingFileStore extends FileStore implements TusStore {
  // In memory only: after a restart or a broken request the caller hashes the file instead.
  private readonly hashes = new Map<string, { hash: Hash; bytes: number }>();

  constructor(
    private readonly root: string,
    private readonly check: UploadHeadCheck,
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
    let tracked = this.hashes.get(name);
    if (offset === 0) {
      tracked = { hash: createHash('sha256'), bytes: 0 };
      this.hashes.set(name, tracked);
    } else if (tracked?.bytes !== offset) {
      this.hashes.delete(name);
      tracked = undefined;
    }
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
      ...(tracked ? { hash: tracked.hash } : {}),
    });
    // A failing source must fail the write too, which plain pipe() would not do.
    readable.on('error', (error) => inspector.destroy(error));
    readable.pipe(inspector);
    try {
      const newOffset = await super.write(inspector, name, offset);
      if (tracked && newOffset === offset + inspector.received) tracked.bytes = newOffset;
      else this.hashes.delete(name);
      return newOffset;
    } catch (error) {
      this.hashes.delete(name);
      // FileStore reports every failure as a write error; the refusal is the one worth telling.
      throw refusal ?? error;
    }
  }

  takeDigest(name: string, size: number): string | undefined {
    const tracked = this.hashes.get(name);
    this.hashes.delete(name);
    return tracked && tracked.bytes === size ? tracked.hash.digest('hex') : undefined;
  }

  override async remove(name: string): Promise<void> {
    this.hashes.delete(name);
    const file = fileIn(this.root, name);
    await rm(file, { force: true });
    await rm(`${file}.json`, { force: true });
  }
}

/** Files on local disk under `root` (by default DATA_DIR/files), one flat folder of stored names. */
export function localDiskStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true });
  let store: CheckingFileStore | undefined;

  const storage: FileStorage = {
    tusStore(check) {
      store ??= new CheckingFileStore(root, check);
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
      try {
        await pipeline(source, counter, inspector, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        // Drain what is left of the request so the client gets the answer, not a reset.
        source.resume();
        if (error instanceof TooLarge) return { size, sha256: '', truncated: true };
        throw error;
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

    read(name, range?: ByteRange) {
      return createReadStream(
        fileIn(root, name),
        range ? { start: range.start, end: range.end } : {},
      );
    },

    async sha256(name) {
      const hash = createHash('sha256');
      await pipeline(createReadStream(fileIn(root, name)), hash);
      return hash.digest('hex');
    },

    async remove(name) {
      const file = fileIn(root, name);
      await rm(file, { force: true });
      await rm(`${file}.json`, { force: true });
    },
  };
  return storage;
}
