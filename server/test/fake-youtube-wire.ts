import type { IncomingMessage } from 'node:http';

// What the fake YouTube keeps and writes: its videos and upload sessions, and Google's error bodies.

/** One video the fake received: its metadata as posted, its bytes, and its thumbnail. */
export type FakeVideo = {
  id: string;
  account: string;
  snippet: Record<string, unknown>;
  status: Record<string, unknown>;
  bytes: Buffer;
  mime: string;
  thumbnail?: { mime: string; bytes: Buffer };
  stats: { viewCount: number; likeCount: number; commentCount: number };
};

/** One resumable upload session, as the fake keeps it. */
export type Session = {
  id: string;
  account: string;
  total: number;
  mime: string;
  metadata: { snippet: Record<string, unknown>; status: Record<string, unknown> };
  received: Buffer[];
  length: number;
  video?: FakeVideo;
};

/** Google's error body, as every Google API writes it. */
export const apiError = (
  code: number,
  message: string,
  reason: string,
  domain = 'youtube.video',
) => ({
  error: { code, message, errors: [{ message, domain, reason }] },
});

/** What YouTube answers any call once the project's daily quota is spent. */
export const quotaExceeded = apiError(
  403,
  'The request cannot be completed because you have exceeded your quota.',
  'quotaExceeded',
);

/** A request's whole body. */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

/**
 * Upload requests that stopped taking bytes (the fake's `holdAt`): each keeps the part of a chunk
 * it did not take and takes it once released; one whose sender dies meanwhile is forgotten.
 */
export function hangingRequests() {
  const hanging = new Map<IncomingMessage, Buffer>();
  return {
    hang(req: IncomingMessage, rest: Buffer) {
      req.pause();
      hanging.set(req, rest);
      req.socket.once('close', () => hanging.delete(req));
    },
    count: () => hanging.size,
    releaseAll() {
      for (const [req, rest] of hanging) {
        hanging.delete(req);
        req.unshift(rest);
        req.resume();
      }
    },
  };
}
