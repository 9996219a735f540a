import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { repeat } from '../jobs/repeat.js';
import { handshakeRequestId } from '../realtime/socket-server.js';
import { currentLogContext, logContextFields, withLogContext } from './log-context.js';

/** A pino logger with the app's mixin, writing parsed lines into `lines`. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: pino({ mixin: logContextFields }, stream) };
}

describe('log context', () => {
  it('gives each job run its own run id, in every line the run logs', async () => {
    const { lines, log } = capture();
    let runs = 0;
    const stop = repeat(
      async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.info('working');
        if (runs === 2) throw new Error('broke');
      },
      { job: 'test-job', everyMs: 20, log, failure: 'test job failed' },
    );
    await expect.poll(() => lines.length, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    stop();
    const [first, second, failed] = lines;
    expect(first).toMatchObject({ msg: 'working', job: 'test-job' });
    expect(first?.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.runId).not.toBe(first?.runId);
    expect(failed).toMatchObject({ msg: 'test job failed', runId: second?.runId });
  });

  it("puts a socket event's ids into its logs, and nothing outside any context", () => {
    const { lines, log } = capture();
    log.info('outside');
    withLogContext({ requestId: 'hs-1', eventId: 'ev-1', event: 'message', ip: '10.0.0.1' }, () =>
      log.info('inside'),
    );
    expect(lines[0]).not.toHaveProperty('requestId');
    expect(lines[1]).toMatchObject({ requestId: 'hs-1', eventId: 'ev-1', event: 'message' });
    expect(lines[1]).not.toHaveProperty('ip');
    expect(currentLogContext()).toEqual({});
  });

  it("keeps a balancer's plausible request id for a handshake, else makes one", () => {
    expect(handshakeRequestId('abc-123')).toBe('abc-123');
    expect(handshakeRequestId('bad id\n')).toMatch(/^[0-9a-f-]{36}$/);
    expect(handshakeRequestId(['a', 'b'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(handshakeRequestId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
