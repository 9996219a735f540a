import { afterAll, describe, expect, it } from 'vitest';
import { siteRoutes } from '../../../common/api/site.js';
import { accountRoutes } from '../../../common/api/accounts.js';
import type { MailMessage, Mailer } from '../../integrations/email/mailer.js';
import { callRoute } from '../../test/call-route.js';
import { logIn, testPassword, userWithPassword } from '../../test/sessions.js';
import { useTestApp } from '../../test/use-test-app.js';

// A mailer whose every send hangs until the test lets it go, as a slow SMTP server would: a
// request that waited for its e-mail could not answer before `release`.
const started: MailMessage[] = [];
const waiting: Array<() => void> = [];
const slowMailer: Mailer = {
  kind: 'smtp',
  send(message) {
    started.push(message);
    return new Promise<void>((resolve) => waiting.push(resolve));
  },
  async close() {},
};
const release = () => waiting.splice(0).forEach((go) => go());

const app = useTestApp({ mailer: slowMailer });
afterAll(async () => {
  release();
});

describe('e-mails leave after the answer', () => {
  it('answers forgot-password for a known address while its e-mail is still being sent', async () => {
    const user = await userWithPassword(app());
    const res = await callRoute(app(), accountRoutes.forgotPassword, null, {
      body: { email: user.email },
    });
    expect(res.status).toBe(200);
    expect(started.map((m) => m.to)).toContain(user.email);
    release();
  });

  it('answers a sign-up, an e-mail change and a contact message before their e-mails are sent', async () => {
    const signup = await callRoute(app(), accountRoutes.signup, null, {
      body: {
        accountType: 'Affiliate',
        name: 'Slow Mail',
        email: 'slow.mail@example.com',
        username: 'slow_mail',
        password: 'violet-harbour-lantern',
        rblxHandle: 'slow_rbx',
      },
    }).then((r) => r.raw);
    expect(signup.statusCode).toBe(200);

    const user = await userWithPassword(app());
    expect((await logIn(app(), user)).statusCode).toBe(200);
    const change = await callRoute(app(), accountRoutes.changeEmail, user, {
      body: { email: 'moved.slowly@example.com', currentPassword: testPassword },
    });
    expect(change.status).toBe(200);

    const contact = await callRoute(app(), siteRoutes.contact, null, {
      body: {
        name: 'Riley Streamer',
        email: 'riley@example.com',
        topic: 'Account Issue',
        message: 'Where is my verification e-mail?',
      },
    }).then((r) => r.raw);
    expect(contact.statusCode).toBe(200);
    expect(started.map((m) => m.to)).toEqual(
      expect.arrayContaining(['slow.mail@example.com', 'moved.slowly@example.com']),
    );
    release();
  });
});
