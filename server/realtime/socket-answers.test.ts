import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { socketFailure } from './socket-answers.js';

const quiet = { warn() {}, error() {} };

describe('socket acknowledgements of failures', () => {
  it('answers a database outage as service_unavailable, which the client waits out', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const cut = new Error('Connection terminated unexpectedly');
    for (const error of [refused, cut])
      expect(socketFailure(error, quiet, 'chat send')).toMatchObject({
        ok: false,
        error: { code: 'service_unavailable' },
      });
  });

  it('answers a refusal with its own code and a bug as other', () => {
    expect(socketFailure(new AppError('not_found'), quiet, 'x').error.code).toBe('not_found');
    expect(socketFailure(new TypeError('undefined'), quiet, 'x').error.code).toBe('other');
  });
});
