import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp();
const password = 'quiet-meadow-telescope';
const signup = (body: object) =>
  callRoute(app(), accountRoutes.signup, null, { body: wrong(body) }).then((r) => r.raw);
const mailTo = (to: string) => app().sent.find((m) => m.to === to);

describe('the verification e-mail', () => {
  it('tells a Partner that a Google/YouTube step follows and how to come back to it', async () => {
    const res = await signup({
      accountType: 'Partner',
      name: 'Riley Streamer',
      email: 'riley.mail@example.com',
      username: 'riley_mail',
      password,
      rblxHandle: 'riley_rbx',
      target: 4,
    });
    expect(res.statusCode).toBe(200);
    const mail = mailTo('riley.mail@example.com');
    expect(mail?.text).toMatch(/sign in with Google/);
    expect(mail?.text).toMatch(/YouTube channel has at least 50,000 subscribers/);
    expect(mail?.text).toContain('log in at http://localhost:3000/login');
    expect(mail?.html).toContain('YouTube step');
  });

  it('says nothing of it to an Affiliate, who needs the e-mail alone', async () => {
    const res = await signup({
      accountType: 'Affiliate',
      name: 'Alex Affiliate',
      rblxHandle: 'alex_rbx',
      email: 'alex.mail@example.com',
      username: 'alex_mail',
      password,
    });
    expect(res.statusCode).toBe(200);
    const mail = mailTo('alex.mail@example.com');
    expect(mail?.subject).toBe('Verify your Crewcast account');
    expect(mail?.text).not.toMatch(/Google|YouTube/);
  });
});
