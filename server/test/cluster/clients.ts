import { createHash, randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { Upload, type DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { keepLive, patientSender, type LiveSocket } from '../../../common/realtime-client.js';
import {
  socketClientOptions,
  socketPath,
  type ChatMessage,
  type ClientToServerEvents,
  type SendAck,
  type ServerToClientEvents,
} from '../../../common/realtime.js';
import { tusHeader, tusVersion } from '../../../common/tus.js';
import { demoPassword } from '../../db/seed.js';

// The clients of the cluster test do what the browser does, with the browser's own settings:
// tus-js-client with the web app's retry policy, socket.io-client with the web app's options
// and its reconnection policy (common/realtime-client.ts), and plain HTTP for the rest.

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs `check` until it passes, every 100 ms, for at most `timeoutMs`; then throws its error. */
export async function eventually(check: () => unknown, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await sleep(100);
    }
  }
}

/** SHA-256 in hex. */
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A demo account signed in through `base`: its uid and access token. */
export async function logIn(base: string, username: string) {
  const res = await fetch(`${base}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword }),
  });
  if (!res.ok) throw new Error(`login of ${username} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { useruid: string; accessToken: string };
  return { username, uid: body.useruid, token: body.accessToken };
}

export type Account = Awaited<ReturnType<typeof logIn>>;

/** A JSON call as `who` through `base`; answers the status and the parsed body. */
export async function call<T = unknown>(
  base: string,
  who: Account,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, retryAfter: res.headers.get('retry-after') };
}

/** Creates a tus upload of `size` bytes in `directory` through `base`; answers its uri and id. */
export async function createUpload(
  base: string,
  who: Account,
  options: { size: number; directory: string; type: string; name: string },
) {
  const res = await fetch(
    `${base}/api/drive/upload/${encodeURIComponent(options.directory)}?type=${encodeURIComponent(options.type)}`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${who.token}`,
        [tusHeader.resumable]: tusVersion,
        [tusHeader.uploadLength]: String(options.size),
        [tusHeader.uploadMetadata]: `filename ${Buffer.from(options.name).toString('base64')}`,
      },
    },
  );
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { uri: string; upload_id: string };
  return { uri: body.uri, id: body.upload_id };
}

/** One request tus-js-client made and what it got back. */
export type TusExchange = {
  method: string;
  status: number;
  offset: number | undefined;
  at: number;
};

/**
 * Sends `bytes` to an existing upload with tus-js-client configured as web/features/drive/
 * tus-sender.ts configures it (no endpoint, the same retry delays and retry rule, a Bearer token
 * on each request). Resolves once the server has every byte; rejects when the client gives up.
 */
export function tusSend(url: string, who: Account, bytes: Buffer) {
  const exchanges: TusExchange[] = [];
  const done = new Promise<void>((resolve, reject) => {
    const upload = new Upload(bytes, {
      uploadUrl: url,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000, 30_000],
      storeFingerprintForResuming: false,
      onBeforeRequest: (request: HttpRequest) => {
        request.setHeader('Authorization', `Bearer ${who.token}`);
      },
      onAfterResponse: (request: HttpRequest, response: HttpResponse) => {
        const offset = response.getHeader('Upload-Offset');
        exchanges.push({
          method: request.getMethod(),
          status: response.getStatus(),
          offset: offset === undefined ? undefined : Number(offset),
          at: Date.now(),
        });
      },
      onShouldRetry: (error: DetailedError) => {
        const status = error.originalResponse ? error.originalResponse.getStatus() : 0;
        if (status === 423) return false;
        return status < 400 || status >= 500 || status === 409;
      },
      onSuccess: () => resolve(),
      onError: (error: Error) => reject(error),
    });
    upload.start();
  });
  return { done, exchanges };
}

/** Downloads a file through `base` in `pieces` byte ranges and answers the bytes put together. */
export async function downloadInRanges(
  base: string,
  who: Account,
  fileId: string,
  size: number,
  pieces: number,
): Promise<Buffer> {
  const step = Math.ceil(size / pieces);
  const parts: Buffer[] = [];
  for (let start = 0; start < size; start += step) {
    const end = Math.min(size, start + step) - 1;
    const res = await fetch(`${base}/api/drive/download/${fileId}`, {
      headers: { authorization: `Bearer ${who.token}`, range: `bytes=${start}-${end}` },
    });
    if (res.status !== 206) throw new Error(`range ${start}-${end} answered ${res.status}`);
    const contentRange = res.headers.get('content-range');
    if (contentRange !== `bytes ${start}-${end}/${size}`)
      throw new Error(`range ${start}-${end} answered Content-Range ${contentRange}`);
    parts.push(Buffer.from(await res.arrayBuffer()));
  }
  return Buffer.concat(parts);
}

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A signed-in browser tab's live connection through `base`: web/lib/socket.ts's options and
 * reconnection policy (keepLive), its patient sender for chat, and its catch-up after a
 * reconnection (the messages stored since the newest one it holds, as web/features/chat does).
 * `heard` lists every message it received, live or caught up, in order.
 */
export async function liveTab(base: string, who: Account, relogin: () => Promise<Account>) {
  let token = who.token;
  const heard: ChatMessage[] = [];
  let lastSeq = 0;
  const take = (m: ChatMessage) => {
    heard.push(m);
    lastSeq = Math.max(lastSeq, m.seq);
  };
  const seen = {
    reconnections: 0,
    caughtUp: 0,
    failedCatchUps: [] as string[],
    disconnects: 0,
    connectErrors: [] as string[],
  };
  const socket: ChatSocket = io(base, {
    path: socketPath,
    ...socketClientOptions,
    forceNew: true,
    query: { token },
    auth: (send) => send({ token }),
  });
  socket.on('message', take);
  socket.on('disconnect', () => (seen.disconnects += 1));
  socket.on('connect_error', (error) => seen.connectErrors.push(error.message));
  const stop = keepLive(socket as unknown as LiveSocket, {
    currentToken: () => token,
    renewToken: async () => (token = (await relogin()).token),
    expiresSoon: () => false,
    sleep,
    onReconnected: () => {
      seen.reconnections += 1;
      void call<{ messages: ChatMessage[] }>(
        base,
        { ...who, token },
        'GET',
        `/api/comm/messages/missed?after=${lastSeq}`,
      ).then(({ status, body }) => {
        if (status !== 200)
          return void seen.failedCatchUps.push(`${status} ${JSON.stringify(body)}`);
        for (const m of body.messages) if (!heard.some((h) => h.id === m.id)) take(m);
        seen.caughtUp += 1;
      });
    },
    shutdownDelayMs: () => 200 + Math.random() * 1800,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    setTimeout(() => reject(new Error(`${who.username}'s socket did not connect`)), 20_000);
  });
  const sender = patientSender(socket as unknown as LiveSocket, { sleep, giveUpMs: 30_000 });
  return {
    socket,
    heard,
    seen,
    send: (to: string, body: string) =>
      sender.send<SendAck>('onMessage', { id: randomUUID(), type: 'Direct', to, body }),
    close() {
      stop();
      socket.close();
    },
  };
}

export type LiveTab = Awaited<ReturnType<typeof liveTab>>;
