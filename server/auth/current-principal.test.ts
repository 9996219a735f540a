import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../common/api/accounts.js';
import { paymentRoutes } from '../../common/api/payments.js';
import { callRoute } from '../test/call-route.js';
import { changeAccount, hearing } from '../test/account-changes.js';
import { createUser } from '../test/factories.js';
import { useTestApp } from '../test/use-test-app.js';

const app = useTestApp();

describe('role and existence are read from the account, not trusted from the token', () => {
  it('refuses a validly signed token whose account was deleted with 401', async () => {
    const gone = await createUser(app(), { accountType: 'Admin' });
    expect((await callRoute(app(), accountRoutes.me, gone)).status).toBe(200);
    await changeAccount(app(), gone.uid, () =>
      app().db.deleteFrom('users').where('id', '=', gone.uid).execute(),
    );

    const res = await callRoute(app(), accountRoutes.me, gone);
    expect(res.status).toBe(401);
    expect(res.code).toBe('unauthorized');
  });

  it('takes Admin powers away from a demoted Admin on the next request', async () => {
    // On PostgreSQL the account is held between requests: the demotion must still be seen.
    const changes = app().accountChanges;
    if (changes) await hearing(changes);
    const admin = await createUser(app(), { accountType: 'Admin' });
    const partner = await createUser(app(), { accountType: 'Partner' });
    const grant = {
      body: {
        uid: partner.uid,
        product: 'Video Thumbnail' as const,
        quantity: 1,
        note: 'goodwill',
      },
    };
    expect((await callRoute(app(), paymentRoutes.grantCredits, admin, grant)).status).toBe(200);

    await changeAccount(app(), admin.uid, () =>
      app()
        .db.updateTable('users')
        .set({ account_type: 'Partner' })
        .where('id', '=', admin.uid)
        .execute(),
    );
    const money = await callRoute(app(), paymentRoutes.grantCredits, admin, grant);
    expect(money.status).toBe(403);
    const plan = await callRoute(app(), accountRoutes.setPlan, admin, {
      body: { uid: partner.uid, plan: 'Premium' },
    });
    expect(plan.status).toBe(403);
    const me = await callRoute(app(), accountRoutes.me, admin);
    expect(me.body.accountType).toBe('Partner');
  });
});

describe('access tokens', () => {
  it('refuses a validly signed access token without an expiry', async () => {
    const user = await createUser(app());
    const forever = await new SignJWT({ typ: 'Partner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.uid)
      .setIssuer('crewcast')
      .setIssuedAt()
      .sign(app().jwtKey);

    const res = await callRoute(app(), accountRoutes.me, {
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(res.status).toBe(401);
  });
});
