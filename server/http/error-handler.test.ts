import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.js';

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

it('answers text PostgreSQL cannot store (a NUL that came around the contracts) with 400, not 500', async () => {
  app = Fastify();
  installErrorHandler(app);
  app.get('/stores-text', async () => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
  });
  const res = await app.inject({ url: '/stores-text' });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('invalid_input');
});
