import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../common/api/accounts.js';
import { healthRoutes } from '../../common/api/health.js';
import { callRoute } from './call-route.js';
import { createUser } from './factories.js';
import { useTestApp } from './use-test-app.js';

const app = useTestApp();

describe('callRoute', () => {
  it('answers the typed body of a contract route', async () => {
    const res = await callRoute(app(), healthRoutes.health, null);
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
  });

  it('calls as a user and reads the error code of a refusal', async () => {
    const partner = await createUser(app());
    const me = await callRoute(app(), accountRoutes.me, partner);
    expect(me.status).toBe(200);
    const anonymous = await callRoute(app(), accountRoutes.me, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.code).toBe('unauthorized');
  });
});
