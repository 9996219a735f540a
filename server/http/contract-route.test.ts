import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../common/api/contract.js';
import type { AccountType } from '../../common/api/accounts.js';
import type { TokenCheck } from '../auth/current-principal.js';
import { signAccessToken } from '../auth/tokens.js';
import { installContractRoutes } from './contract-route.js';
import { installErrorHandler } from './error-handler.js';

const jwtKey = new TextEncoder().encode('a-test-key-that-is-long-enough-for-hs256!!');
// The accounts that exist, with their type as stored now.
const accounts = new Map<string, AccountType>([['u-1', 'Partner']]);
const tokens: TokenCheck = {
  jwtKey,
  accountOf: async (uid) => {
    const accountType = accounts.get(uid);
    return accountType ? { accountType, sessionsEndedAt: null } : undefined;
  },
};
const route = defineRoute({
  method: 'GET',
  path: '/api/things/:id',
  auth: true,
  params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,36}$/) }),
  query: z.object({ layers: z.enum(['1', '2']).optional() }),
  response: z.object({ id: z.string(), layers: z.string(), uid: z.string() }),
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installContractRoutes(app, tokens);
  app.contract(route, async ({ params, query, principal }) => ({
    id: params.id,
    layers: query.layers ?? '1',
    uid: principal.uid,
  }));
  await app.ready();
  const token = await signAccessToken(jwtKey, { uid: 'u-1', accountType: 'Partner' });
  return { app, auth: { authorization: `Bearer ${token}` } };
}

describe('app.contract', () => {
  it('hands the handler the validated path parameters, query and caller', async () => {
    const { app, auth } = await serve();
    const res = await app.inject({ url: '/api/things/abc-1?layers=2', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'abc-1', layers: '2', uid: 'u-1' });
  });

  it('refuses a path parameter its schema rejects with a 400 error body', async () => {
    const { app, auth } = await serve();
    const res = await app.inject({ url: '/api/things/..%2F..%2Fetc', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  });

  it('refuses a call without an access token with 401', async () => {
    const { app } = await serve();
    const res = await app.inject({ url: '/api/things/abc' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });
});
