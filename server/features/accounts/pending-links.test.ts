import { describe, expect, it, vi } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { hashPassword } from '../../auth/passwords.js';
import { callRoute } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp();
const password = 'violet-harbour-lantern';

async function owner(): Promise<TestUser> {
  const user = await createUser(app(), { name: 'Riley' });
  await app()
    .db.updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', user.uid)
    .execute();
  return user;
}

/** The secret of the newest link mailed to `to` whose address matches `path`. */
async function linkIn(to: string, path: RegExp): Promise<string> {
  let secret: string | undefined;
  await vi.waitFor(() => {
    const mail = [...app().sent].reverse().find((m) => m.to === to && path.test(m.text));
    secret = mail?.text.match(path)?.[1];
    expect(secret).toBeDefined();
  });
  return secret!;
}
const resetLink = (to: string) => linkIn(to, /\/login\/reset\?hash=([A-Za-z0-9_-]+)/);
const emailLink = (to: string) => linkIn(to, /\/account\/email\?hash=([A-Za-z0-9_-]+)/);

/** Both kinds of link waiting for `user`: a reset to the current address, a change to a new one. */
async function pendingLinks(user: TestUser, newEmail: string) {
  const asked = await callRoute(app(), accountRoutes.changeEmail, user, {
    body: { email: newEmail, currentPassword: password },
  });
  expect(asked.status).toBe(200);
  const forgot = await callRoute(app(), accountRoutes.forgotPassword, null, {
    body: { email: user.email },
  });
  expect(forgot.status).toBe(200);
  return { reset: await resetLink(user.email), change: await emailLink(newEmail) };
}
const reset = (hash: string) =>
  callRoute(app(), accountRoutes.resetPassword, null, {
    body: { hash, password: 'amber-canyon-whistle-river' },
  });
const confirm = (hash: string) =>
  callRoute(app(), accountRoutes.confirmEmail, null, { body: { hash } });

describe('a changed password or address ends the links mailed before', () => {
  it('ends every reset and e-mail-change link on a password change', async () => {
    const user = await owner();
    const links = await pendingLinks(user, 'riley.elsewhere@example.com');
    const changed = await callRoute(app(), accountRoutes.changePassword, user, {
      body: { currentPassword: password, password: 'copper-meadow-lantern-ridge' },
    });
    expect(changed.status).toBe(200);
    expect((await reset(links.reset)).code).toBe('invalid_reset_link');
    expect((await confirm(links.change)).code).toBe('invalid_email_link');
  });

  it('ends a reset link mailed to the old address once the address changed', async () => {
    const user = await owner();
    const links = await pendingLinks(user, 'riley.moved@example.com');
    expect((await confirm(links.change)).status).toBe(200);
    expect((await reset(links.reset)).code).toBe('invalid_reset_link');
  });

  it('ends a pending e-mail change once the password was reset', async () => {
    const user = await owner();
    const links = await pendingLinks(user, 'riley.third@example.com');
    expect((await reset(links.reset)).status).toBe(200);
    expect((await confirm(links.change)).code).toBe('invalid_email_link');
  });
});
