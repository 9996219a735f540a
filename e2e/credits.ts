import { expect, type Browser } from '@playwright/test';
import { apiLogin } from './helpers.js';

/** The demo Admin grants the demo Partner one 10-minute Video Edit credit, through the API. */
export async function grantEdit(browser: Browser) {
  const partner = await apiLogin(browser, 'partner');
  const admin = await apiLogin(browser, 'admin');
  const res = await admin.context.request.post('/api/payment/credits/grant', {
    headers: admin.headers,
    data: { uid: partner.uid, product: 'Video Edit', duration: 10, quantity: 1, note: 'e2e' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await Promise.all([partner.context.close(), admin.context.close()]);
}
