import { describe, expect, it } from 'vitest';
import { partCutter, partQueue, type StoredPart } from './s3-part-queue.js';

/** A send whose answers the test gives, part by part, in any order. */
function controlledSend() {
  const waiting = new Map<number, { ok(etag: string): void; fail(error: Error): void }>();
  const started: number[] = [];
  let onStart = () => {};
  const send = (n: number) =>
    new Promise<string>((ok, fail) => {
      started.push(n);
      waiting.set(n, { ok, fail });
      onStart();
    });
  const startedCount = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (started.length >= count) resolve();
      };
      onStart = check;
      check();
    });
  return { send, started, startedCount, answer: (n: number) => waiting.get(n)! };
}

const body = (bytes: number) => Buffer.alloc(bytes);

describe('partQueue', () => {
  it('sends up to its limit at once and records parts in order, whatever order they arrive in', async () => {
    const parts: StoredPart[] = [];
    const records: number[] = [];
    const s = controlledSend();
    const queue = partQueue({
      parts,
      limit: 2,
      send: s.send,
      recorded: async () => {
        records.push(parts.length);
      },
    });
    await queue.push(body(5));
    await queue.push(body(6));
    const third = queue.push(body(7));
    await s.startedCount(2);
    expect(s.started).toEqual([1, 2]);
    s.answer(2).ok('e2');
    await third;
    expect(s.started).toEqual([1, 2, 3]);
    expect(parts).toEqual([]);
    s.answer(1).ok('e1');
    s.answer(3).ok('e3');
    await queue.settle();
    expect(parts).toEqual([
      { n: 1, etag: 'e1', bytes: 5 },
      { n: 2, etag: 'e2', bytes: 6 },
      { n: 3, etag: 'e3', bytes: 7 },
    ]);
    expect(records.at(-1)).toBe(3);
  });

  it('records nothing past a failed part, refuses more parts and throws the failure', async () => {
    const parts: StoredPart[] = [{ n: 1, etag: 'e1', bytes: 5 }];
    const s = controlledSend();
    const queue = partQueue({ parts, limit: 3, send: s.send, recorded: async () => {} });
    await queue.push(body(5));
    await queue.push(body(5));
    await queue.push(body(5));
    expect(s.started).toEqual([2, 3, 4]);
    s.answer(2).ok('e2');
    s.answer(4).ok('e4');
    s.answer(3).fail(new Error('bucket down'));
    await expect(queue.settle()).rejects.toThrow('bucket down');
    expect(parts.map((p) => p.n)).toEqual([1, 2]);
    await expect(queue.push(body(5))).rejects.toThrow('bucket down');
  });

  it('fails when recording the state fails', async () => {
    const parts: StoredPart[] = [];
    const s = controlledSend();
    const queue = partQueue({
      parts,
      limit: 1,
      send: s.send,
      recorded: () => Promise.reject(new Error('state not saved')),
    });
    await queue.push(body(5));
    s.answer(1).ok('e1');
    await expect(queue.settle()).rejects.toThrow('state not saved');
  });

  it('is fed parts of exactly the part size, in buffers used again once sent', async () => {
    const parts: StoredPart[] = [];
    const bodies: Buffer[] = [];
    const sentBytes: string[] = [];
    const queue = partQueue({
      parts,
      limit: 2,
      send: async (_n, b) => {
        bodies.push(b);
        sentBytes.push(b.toString());
        return 'e';
      },
      recorded: async () => {},
    });
    const cutter = partCutter(4, queue);
    for (const chunk of ['abc', 'defghij', 'klmnopqrs', 't']) await cutter.add(Buffer.from(chunk));
    await queue.settle();
    expect(sentBytes).toEqual(['abcd', 'efgh', 'ijkl', 'mnop', 'qrst']);
    expect(cutter.rest().length).toBe(0);
    await cutter.add(Buffer.from('uv'));
    expect(cutter.rest().toString()).toBe('uv');
    // Five parts went through no more than three buffers (two travelling, one filling).
    expect(new Set(bodies).size).toBeLessThanOrEqual(3);
  });
});
