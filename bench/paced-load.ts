import http from 'node:http';
import { percentile } from './percentile.js';

// An open-loop load at a steady rate, for latency at a given throughput. autocannon's own rate
// limit lets each connection send its whole second's quota back to back and then wait for the
// next second, so every second starts with a burst of the full second's requests, and it
// corrects for coordinated omission with an expected interval of 1 ms whatever the rate, which
// adds a synthetic sample for every millisecond a response took. Both measure a queue the load
// generator made. Here request i is due at start + i / rate; its latency runs from when it was
// due (not when a connection was free), so a slow server is still charged for the requests it
// held back. The first half second opens the sockets and warms the server's code paths, and is
// not counted.

export type PacedResult = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
};

const round = (ms: number) => Number(ms.toFixed(2));

/** GETs `url` at `rate` per second for `seconds` over at most `connections` keep-alive sockets. */
export async function pacedLoad(
  url: string,
  options: { rate: number; seconds: number; connections: number; headers?: object },
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const warmup = 0.5;
  const total = Math.max(1, Math.round(options.rate * (options.seconds + warmup)));
  const counted = (due: number) => due - start >= warmup * 1000;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let finished = 0;
  const start = performance.now();

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        url,
        { agent, headers: options.headers as http.OutgoingHttpHeaders },
        (response) => {
          if ((response.statusCode ?? 0) >= 300) non2xx += 1;
          response.resume();
          response.once('end', () => {
            if (counted(due)) latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      request.once('error', () => {
        errors += 1;
        resolve();
      });
    }).then(() => {
      if (counted(due)) finished += 1;
    });

  const pending: Promise<void>[] = [];
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      const dueNow = Math.min(total, Math.floor((elapsed / 1000) * options.rate) + 1);
      for (; sent < dueNow; sent += 1) pending.push(send(start + (sent / options.rate) * 1000));
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  const wall = (performance.now() - start) / 1000 - warmup;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(finished / wall),
    latencyP50Ms: round(percentile(sorted, 50)),
    latencyP99Ms: round(percentile(sorted, 99)),
    non2xx,
    errors,
  };
}
