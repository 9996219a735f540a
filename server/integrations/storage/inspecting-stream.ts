import type { Hash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';

/** Decides on the first bytes of a file and throws to refuse it; `complete` when they are all of it. */
export type HeadCheck = (head: Buffer, complete: boolean) => Promise<void>;

/** How an InspectingStream sits in its file. */
export type InspectOptions = {
  /** Where this stream's first byte goes in the file. */
  offset: number;
  /** Bytes of the file already stored before `offset`, when `offset` is under `headBytes`. */
  storedHead?: Buffer;
  /** How many leading bytes the check wants to see. */
  headBytes: number;
  /** The file's full size when known, so a file shorter than `headBytes` is decided at its end. */
  totalSize?: number;
  /** True when the end of this stream is the end of the file (a one-request upload). */
  endIsComplete?: boolean;
  check?: HeadCheck;
  /** Updated with every byte, in order. */
  hash?: Hash;
};

/**
 * Passes bytes through unchanged, but holds back the first `headBytes` of a file until `check`
 * accepts them, so no byte of a refused file is ever written. Memory stays bounded by the held
 * head plus one chunk, whatever the file's size.
 */
export class InspectingStream extends Transform {
  /** Bytes that came through so far. */
  received = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;
  private decided: boolean;
  private readonly storedHead: Buffer;

  constructor(private readonly options: InspectOptions) {
    // Room for a few network chunks, so hashing never makes the socket wait.
    super({ highWaterMark: 256 * 1024 });
    this.storedHead = options.storedHead ?? Buffer.alloc(0);
    this.decided = !options.check || options.offset >= options.headBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    this.options.hash?.update(chunk);
    if (this.decided) {
      done(null, chunk);
      return;
    }
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.storedHead.length + this.heldBytes < this.options.headBytes) {
      done();
      return;
    }
    this.decide(false, done);
  }

  override _flush(done: TransformCallback): void {
    if (this.decided) {
      done();
      return;
    }
    const { totalSize, offset, endIsComplete } = this.options;
    const complete =
      endIsComplete === true || (totalSize !== undefined && offset + this.received >= totalSize);
    if (!complete) {
      // Too few bytes yet to judge: they are stored, and the next request re-reads them.
      this.release();
      done();
      return;
    }
    this.decide(true, done);
  }

  private decide(complete: boolean, done: TransformCallback): void {
    const head = Buffer.concat([this.storedHead, ...this.held]).subarray(0, this.options.headBytes);
    const check = this.options.check ?? (async () => {});
    check(head, complete).then(
      () => {
        this.decided = true;
        this.release();
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private release(): void {
    for (const chunk of this.held) this.push(chunk);
    this.held = [];
    this.heldBytes = 0;
  }
}

/**
 * Pipes a request body into `inspector` with pipe(), not pipeline(): a refusal must not destroy
 * the request, whose socket still has to carry the answer. A source that fails or closes early
 * fails the inspector, also when it did so before this was called (the request was cut while the
 * store read its state, and its 'close' has gone by): otherwise the write would wait for good.
 */
export function feedInspector(source: Readable, inspector: InspectingStream): void {
  const endedEarly = () => {
    if (!source.readableEnded) inspector.destroy(new Error('the request ended early'));
  };
  source.on('error', (error) => inspector.destroy(error));
  source.on('close', endedEarly);
  if (source.destroyed) endedEarly();
  source.pipe(inspector);
}
