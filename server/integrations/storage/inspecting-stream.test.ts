import { createHash } from 'node:crypto';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, test } from 'vitest';
import { feedInspector, InspectingStream, type InspectOptions } from './inspecting-stream.js';

async function run(chunks: Buffer[], options: InspectOptions) {
  const out: Buffer[] = [];
  const seen: { head: Buffer; complete: boolean }[] = [];
  const stream = new InspectingStream({
    ...options,
    check: async (head, complete) => {
      seen.push({ head, complete });
      await options.check?.(head, complete);
    },
  });
  await pipeline(
    Readable.from(chunks),
    stream,
    new Writable({
      write(chunk: Buffer, _e, done) {
        out.push(chunk);
        done();
      },
    }),
  );
  return { out: Buffer.concat(out), seen, received: stream.received };
}

const bytes = (n: number, start = 0) =>
  Buffer.from(Array.from({ length: n }, (_, i) => (start + i) % 256));

describe('InspectingStream', () => {
  test('checks the first headBytes once, across small chunks, and passes everything through', async () => {
    const data = bytes(1000);
    const chunks = [
      data.subarray(0, 3),
      data.subarray(3, 10),
      data.subarray(10, 600),
      data.subarray(600),
    ];
    const r = await run(chunks, { offset: 0, headBytes: 512 });
    expect(r.seen).toHaveLength(1);
    expect(r.seen[0]?.head.equals(data.subarray(0, 512))).toBe(true);
    expect(r.seen[0]?.complete).toBe(false);
    expect(r.out.equals(data)).toBe(true);
    expect(r.received).toBe(1000);
  });

  test('writes nothing of a refused file', async () => {
    const out: Buffer[] = [];
    const stream = new InspectingStream({
      offset: 0,
      headBytes: 16,
      check: async () => {
        throw new Error('refused');
      },
    });
    await expect(
      pipeline(
        Readable.from([bytes(10), bytes(10), bytes(100)]),
        stream,
        new Writable({
          write(chunk: Buffer, _e, done) {
            out.push(chunk);
            done();
          },
        }),
      ),
    ).rejects.toThrow('refused');
    expect(out).toEqual([]);
  });

  test('decides a file shorter than headBytes at its end', async () => {
    const r = await run([bytes(5), bytes(5)], { offset: 0, headBytes: 512, totalSize: 10 });
    expect(r.seen).toEqual([{ head: Buffer.concat([bytes(5), bytes(5)]), complete: true }]);
  });

  test('leaves a short piece undecided when more is to come, and uses the stored head next time', async () => {
    const first = await run([bytes(10)], { offset: 0, headBytes: 512, totalSize: 2000 });
    expect(first.seen).toEqual([]);
    expect(first.out.length).toBe(10);
    const second = await run([bytes(600, 10)], {
      offset: 10,
      storedHead: bytes(10),
      headBytes: 512,
      totalSize: 2000,
    });
    expect(second.seen[0]?.head.equals(bytes(512))).toBe(true);
  });

  test('skips the check past headBytes and hashes every byte in order', async () => {
    const hash = createHash('sha256');
    const data = bytes(5000);
    const r = await run([data.subarray(0, 1000), data.subarray(1000)], {
      offset: 512,
      headBytes: 512,
      hash,
    });
    expect(r.seen).toEqual([]);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
  });

  test('fails at once when its request was cut before it was fed, as when cut while waiting', async () => {
    const request = new PassThrough();
    request.destroy();
    await new Promise((resolve) => request.once('close', resolve));
    const inspector = new InspectingStream({ offset: 0, headBytes: 4 });
    feedInspector(request, inspector);
    const sink = new Writable({ write: (_chunk, _e, done) => done() });
    await expect(pipeline(inspector, sink)).rejects.toThrow('the request ended early');
  });
});
