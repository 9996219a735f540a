import { expect, type Browser } from '@playwright/test';
import { demoPassword } from './helpers.js';

/** The demo Admin grants the demo Partner one 10-minute Video Edit credit, through the API. */
export async function grantEdit(browser: Browser) {
  const login = async (username: string) => {
    const context = await browser.newContext();
    const res = await context.request.post('/api/auth/user/login', {
      data: { username, password: demoPassword },
    });
    const body = (await res.json()) as { accessToken: string; useruid: string };
    return { context, uid: body.useruid, headers: { authorization: `Bearer ${body.accessToken}` } };
  };
  const partner = await login('partner');
  const admin = await login('admin');
  const res = await admin.context.request.post('/api/payment/credits/grant', {
    headers: admin.headers,
    data: { uid: partner.uid, product: 'Video Edit', duration: 10, quantity: 1, note: 'e2e' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await Promise.all([partner.context.close(), admin.context.close()]);
}
