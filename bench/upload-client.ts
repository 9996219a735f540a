import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';

// What the upload suites (drive, drive-s3) share: a source file, one whole tus upload from it,
// waiting for the work an upload leaves behind, and a process's memory.

export const MiB = 1024 * 1024;

/** Writes `bytes` to `file`: a head like an MP4's (so the type check passes), random after it. */
export async function makeSource(file: string, bytes: number) {
  const head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  const random = createReadStream('/dev/urandom', { end: bytes - head.length - 1 });
  const out = createWriteStream(file);
  out.write(head);
  await pipeline(random, out);
}

const once = (emitter: NodeJS.EventEmitter, event: string) =>
  new Promise((resolve) => emitter.once(event, resolve));

/**
 * One whole upload of `bytes` of `source` from `start`: POST to create, one PATCH streaming the
 * bytes; resolves with the ms of the PATCH.
 */
export async function upload(
  base: string,
  auth: string,
  source: string,
  bytes: number,
  start = 0,
): Promise<number> {
  const created = await fetch(`${base}/api/drive/upload/Bench?type=video/mp4`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${auth}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes),
    },
  });
  if (created.status !== 201)
    throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const { uri } = (await created.json()) as { uri: string };
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const request = http.request(`${base}${uri}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${auth}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes),
      },
    });
    request.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 204 ? resolve() : reject(new Error(`PATCH answered ${res.statusCode}`)),
      );
    });
    request.on('error', reject);
    // The head of the file must pass the type check, so a piece from further in gets it too.
    const head = createReadStream(source, { start: 0, end: 511 });
    const body = createReadStream(source, { start: start + 512, end: start + bytes - 1 });
    void (async () => {
      for await (const chunk of head) if (!request.write(chunk)) await once(request, 'drain');
      for await (const chunk of body) if (!request.write(chunk)) await once(request, 'drain');
      request.end();
    })().catch(reject);
  });
  return performance.now() - t0;
}

/**
 * Waits until no file of the caller lacks its SHA-256 (the digest may be computed after the
 * upload answered), at most 60 s; a file list of the bench's folder is enough to see it.
 */
export async function settled(base: string, auth: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const res = await fetch(`${base}/api/drive/files`, {
      headers: { authorization: `Bearer ${auth}` },
    });
    if (!res.ok) return;
    const body = (await res.json()) as unknown;
    const files = JSON.stringify(body);
    if (!files.includes('"sha256":null')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A process's resident memory now and at its peak, from /proc. */
export function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}
