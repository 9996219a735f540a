import { beforeEach, describe, expect, it } from 'vitest';
import { paymentRoutes } from '../../../common/api/payments.js';
import { referralVisitsPerIpPerHour } from '../../../common/referral.js';
import { callRoute } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

let clock: Date;
let affiliate: TestUser;

const app = useTestApp({ now: () => clock }, 'test');
beforeEach(async () => {
  clock = new Date('2026-11-28T10:00:00.000Z');
  affiliate = await createUser(app(), { accountType: 'Affiliate', username: 'Lea_Links' });
});

/** Reports a visit from the address `ip`, as a browser without a session does. */
const visit = (payload: unknown, ip = '203.0.113.7') =>
  app().app.inject({
    method: 'POST',
    url: paymentRoutes.referralVisit.path,
    payload: payload as object,
    remoteAddress: ip,
  });
const home = async () => (await callRoute(app(), paymentRoutes.affiliate, affiliate)).body;
const counters = () => app().db.selectFrom('referral_visits').selectAll().orderBy('page').execute();

async function buy(user: TestUser): Promise<void> {
  const checkout = await callRoute(app(), paymentRoutes.createCheckoutSession, user, {
    body: { basket: [{ name: 'Video Thumbnail', args: [], quantity: 1 }] },
  });
  const paid = await callRoute(app(), paymentRoutes.sandboxPay, user, {
    body: {
      clientSecret: checkout.body.clientSecret ?? '',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'P',
    },
  });
  expect(paid.status).toBe(200);
}

describe('visits through referral links', () => {
  it('counts visits per page and day, with no trace of the visitor', async () => {
    expect((await visit({ via: 'lea_links', page: 'pricing' })).statusCode).toBe(200);
    await visit({ via: 'Lea_Links', page: 'pricing' }, '198.51.100.2');
    await visit({ via: 'Lea_Links', page: 'home' });
    clock = new Date('2026-11-29T09:00:00.000Z');
    await visit({ via: 'Lea_Links', page: 'pricing' });

    expect(await counters()).toEqual([
      { affiliate_id: affiliate.uid, page: 'home', day: '2026-11-28', visits: 1 },
      { affiliate_id: affiliate.uid, page: 'pricing', day: '2026-11-28', visits: 2 },
      { affiliate_id: affiliate.uid, page: 'pricing', day: '2026-11-29', visits: 1 },
    ]);
    expect((await home()).funnel).toMatchObject({
      visits: 4,
      visitsByPage: [
        { page: 'pricing', visits: 3 },
        { page: 'home', visits: 1 },
      ],
    });
  });

  it('refuses an unknown code, a non-Affiliate’s code and bad input, counting nothing', async () => {
    const partner = await createUser(app(), { accountType: 'Partner' });
    const unknown = await visit({ via: 'nobody_here', page: 'home' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('referral_unknown');
    expect((await visit({ via: partner.username, page: 'home' })).statusCode).toBe(404);
    for (const bad of [
      { via: 'Lea_Links', page: 'dashboard' },
      { via: 'Lea_Links' },
      { page: 'home' },
      { via: 'x'.repeat(65), page: 'home' },
      { via: 'Lea Links<script>', page: 'home' },
      { via: 42, page: 'home' },
      { via: ['Lea_Links'], page: 'home' },
    ])
      expect((await visit(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect(await counters()).toEqual([]);
  });

  it('stops a flood from one address and keeps counting others', async () => {
    for (let i = 0; i < referralVisitsPerIpPerHour; i += 1)
      expect((await visit({ via: 'Lea_Links', page: 'join' }, '192.0.2.9')).statusCode).toBe(200);
    const flood = await visit({ via: 'Lea_Links', page: 'join' }, '192.0.2.9');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().error.code).toBe('rate_limited');
    expect((await visit({ via: 'Lea_Links', page: 'join' }, '192.0.2.10')).statusCode).toBe(200);
    expect((await counters())[0]?.visits).toBe(referralVisitsPerIpPerHour + 1);
  });
});

describe('the Affiliate’s figures and links', () => {
  it('shows visits → sign-ups → buyers, and a link with the code to each public page', async () => {
    await visit({ via: 'Lea_Links', page: 'home' });
    await visit({ via: 'Lea_Links', page: 'join' }, '198.51.100.3');
    const buyer = await createUser(app(), { accountType: 'Partner', via: 'lea_links' });
    await createUser(app(), { accountType: 'Partner', via: 'LEA_LINKS' });
    await createUser(app(), { accountType: 'Partner', via: 'someone_else' });
    await buy(buyer);
    await buy(buyer);

    const body = await home();
    expect(body.funnel).toMatchObject({ visits: 2, signups: 2, buyers: 1 });
    expect(body.links).toEqual([
      { page: 'home', name: 'Home', url: 'http://localhost:3000/?via=Lea_Links' },
      {
        page: 'pricing',
        name: 'Pricing',
        url: 'http://localhost:3000/learn/pricing?via=Lea_Links',
      },
      { page: 'join', name: 'Join (sign-up)', url: 'http://localhost:3000/join?via=Lea_Links' },
      { page: 'games', name: 'Games', url: 'http://localhost:3000/learn/game?via=Lea_Links' },
      {
        page: 'affiliates',
        name: 'Become an affiliate',
        url: 'http://localhost:3000/explore/affiliate?via=Lea_Links',
      },
    ]);
    expect(body.link).toBe(body.links[0]?.url);
  });

  it('tells the Affiliate of each new commission in the System chat', async () => {
    const buyer = await createUser(app(), { accountType: 'Partner', via: 'Lea_Links' });
    await buy(buyer);
    await buy(buyer);
    const told = await app()
      .db.selectFrom('chat_messages')
      .select(['body', 'link', 'type'])
      .where('to_id', '=', affiliate.uid)
      .execute();
    expect(told).toHaveLength(2);
    for (const message of told)
      expect(message).toMatchObject({
        type: 'System',
        link: '/dashboard/home#commissions',
        body: expect.stringMatching(
          /^You earned a \$0\.80 commission: .+ bought credits for \$4\.00\. .+payable from 12 Dec 2026/,
        ),
      });
    // Nobody else hears of it.
    const others = await app()
      .db.selectFrom('chat_messages')
      .select('to_id')
      .where('type', '=', 'System')
      .where('to_id', '!=', affiliate.uid)
      .execute();
    expect(others).toEqual([]);
  });
});
