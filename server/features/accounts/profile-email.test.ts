import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { hashPassword } from '../../auth/passwords.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callRoute, wrong } from '../../test/call-route.js';

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
const ask = (who: TestUser, email: string, currentPassword = password) =>
  callRoute(app(), accountRoutes.changeEmail, who, { body: { email, currentPassword } });
const confirm = (hash: string) =>
  callRoute(app(), accountRoutes.confirmEmail, null, { body: { hash } });
const emailOf = async (who: TestUser) => (await callRoute(app(), accountRoutes.me, who)).body.email;
function linkTo(address: string): string {
  const mail = [...app().sent].reverse().find((m) => m.to === address);
  const secret = mail?.text.match(/\/account\/email\?hash=([A-Za-z0-9_-]+)/)?.[1];
  if (!secret) throw new Error(`no confirmation e-mail to ${address}`);
  return secret;
}

describe('changing the e-mail address', () => {
  it('mails a link to the new address, keeps the old one until it is followed, then tells the old one', async () => {
    const user = await owner();
    const res = await ask(user, 'riley.new@example.com');
    expect(res.status).toBe(200);
    expect(await emailOf(user)).toBe(user.email);

    const done = await confirm(linkTo('riley.new@example.com'));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ uid: user.uid, email: 'riley.new@example.com' });
    expect(await emailOf(user)).toBe('riley.new@example.com');
    const notice = app().sent.find(
      (m) => m.to === user.email && m.subject === 'Your Crewcast e-mail address was changed',
    );
    expect(notice?.text).toContain('riley.new@example.com');
  });

  it('lets a link work once, and only the newest one', async () => {
    const user = await owner();
    await ask(user, 'first@example.com');
    const first = linkTo('first@example.com');
    await ask(user, 'second@example.com');
    expect((await confirm(first)).code).toBe('invalid_email_link');
    const second = linkTo('second@example.com');
    expect((await confirm(second)).status).toBe(200);
    const again = await confirm(second);
    expect(again.status).toBe(400);
    expect(again.code).toBe('invalid_email_link');
    expect(await emailOf(user)).toBe('second@example.com');
  });

  it('refuses a wrong password, an address in use and the current address, sending nothing', async () => {
    const [user, other] = [await owner(), await createUser(app())];
    const before = app().sent.length;
    const wrong = await ask(user, 'x1@example.com', 'not-the-password-at-all');
    expect([wrong.status, wrong.code]).toEqual([400, 'wrong_current_password']);
    const taken = await ask(user, other.email.toUpperCase());
    expect([taken.status, taken.code]).toEqual([409, 'email_in_use']);
    const same = await ask(user, user.email);
    expect(same.status).toBe(400);
    expect(app().sent.length).toBe(before);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const user = await owner();
    await ask(user, 'contested@example.com');
    const secret = linkTo('contested@example.com');
    await createUser(app(), { username: 'contested' });
    const res = await confirm(secret);
    expect([res.status, res.code]).toEqual([409, 'email_in_use']);
    expect(await emailOf(user)).toBe(user.email);
  });

  it.each([
    ['an over-long address', { email: `${'a'.repeat(320)}@example.com`, currentPassword: 'x' }],
    ['an address of the wrong type', { email: 7, currentPassword: 'x' }],
    ['no password', { email: 'fine@example.com' }],
  ])('refuses %s with 400', async (_label, body) => {
    const user = await owner();
    const res = await callRoute(app(), accountRoutes.changeEmail, user, { body: wrong(body) });
    expect(res.status).toBe(400);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('refuses a made-up or malformed link', async () => {
    expect((await confirm('made-up-secret')).code).toBe('invalid_email_link');
    const bad = await callRoute(app(), accountRoutes.confirmEmail, null, {
      body: { hash: '../x' },
    });
    expect(bad.status).toBe(400);
  });
});
