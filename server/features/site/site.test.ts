import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteLimits } from '../../../common/limits.js';
import { memoryRateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import { siteRoutes } from '../../../common/api/site.js';
import { callRoute, injectRaw, wrong } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { siteRepository } from './site.repository.js';
import { demoCompanyStats, seedSite } from './site.seed.js';
import { siteService } from './site.service.js';
import { systemClock } from '../../clock.js';

let admin: TestUser;
let partner: TestUser;

const app = useTestApp({ env: { SUPPORT_EMAIL: 'help@crewcast.example' } }, 'test');
beforeEach(async () => {
  admin = await createUser(app(), { accountType: 'Admin' });
  partner = await createUser(app(), { accountType: 'Partner' });
});

const getStats = async (query: unknown = { name: 'CompanyStats' }) =>
  (await callRoute(app(), siteRoutes.stats, null, { query: wrong(query) })).raw;
const putStats = async (payload: unknown, who: TestUser = admin) =>
  (
    await callRoute(app(), siteRoutes.updateStats, who, {
      query: { name: 'CompanyStats' },
      body: wrong(payload),
    })
  ).raw;

const storedStats = () =>
  app()
    .db.selectFrom('company_stats')
    .select(['key', 'value', 'unit', 'position', 'updated_by'])
    .orderBy('position')
    .execute();

describe('GET /api/global/drive/stats', () => {
  it('answers an empty list before any figure is published', async () => {
    const res = await getStats();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('serves the seeded figures in chart order to anyone, without a token', async () => {
    await seedSite(app().db);
    const res = await getStats();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(demoCompanyStats);
    expect(res.json().map((s: { key: string }) => s.key)).toContain('Payouts');
  });

  it('refuses a missing or unknown list name', async () => {
    for (const query of [{}, { name: 'Secrets' }]) {
      const res = await getStats(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toMatch(/invalid_input|form_incomplete/);
    }
  });
});

describe('PUT /api/global/drive/stats', () => {
  const figures = [
    { key: 'Payouts', value: 2_500_000.5, unit: '$' },
    { key: 'Views', value: 999_990_000_000_000, unit: 'views' },
    { key: 'Rating', value: 4.75, unit: '' },
  ];

  it('lets an Admin replace the whole list, and everyone sees the new figures', async () => {
    await seedSite(app().db);
    const res = await putStats({ stats: figures });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(figures);
    expect((await getStats()).json()).toEqual(figures);
    const rows = await storedStats();
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2]);
    expect(rows.every((r) => r.updated_by === admin.uid)).toBe(true);
  });

  it('trims names and units', async () => {
    const res = await putStats({ stats: [{ key: '  Videos ', value: 10, unit: ' clips ' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ key: 'Videos', value: 10, unit: 'clips' }]);
  });

  it('refuses a caller without a token (401) and a non-Admin (403), changing nothing', async () => {
    await seedSite(app().db);
    const before = await storedStats();
    const anonymous = (
      await callRoute(app(), siteRoutes.updateStats, null, {
        query: { name: 'CompanyStats' },
        body: { stats: figures },
      })
    ).raw;
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    for (const user of [
      partner,
      await createUser(app(), { accountType: 'Production', isEditor: true }),
      await createUser(app(), { accountType: 'Affiliate' }),
    ]) {
      const res = await putStats({ stats: figures }, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect(await storedStats()).toEqual(before);
  });

  it('refuses bad figures with a 400 naming the field, changing nothing', async () => {
    await seedSite(app().db);
    const before = await storedStats();
    const tooMany = Array.from({ length: siteLimits.statsMax + 1 }, (_, i) => ({
      key: `Stat ${i}`,
      value: i,
      unit: '',
    }));
    const cases: Array<[unknown, string]> = [
      [{}, 'stats'],
      [{ stats: [] }, 'stats'],
      [{ stats: tooMany }, 'stats'],
      [
        { stats: [{ key: 'x'.repeat(siteLimits.statKeyMax + 1), value: 1, unit: '' }] },
        'stats.0.key',
      ],
      [{ stats: [{ key: '', value: 1, unit: '' }] }, 'stats.0.key'],
      [{ stats: [{ key: 'Views', value: -1, unit: '' }] }, 'stats.0.value'],
      [{ stats: [{ key: 'Views', value: '12', unit: '' }] }, 'stats.0.value'],
      [{ stats: [{ key: 'Views', value: 1e16, unit: '' }] }, 'stats.0.value'],
      [
        { stats: [{ key: 'Views', value: 1, unit: 'u'.repeat(siteLimits.statUnitMax + 1) }] },
        'stats.0.unit',
      ],
      [{ stats: [{ key: 'Views', value: 1 }] }, 'stats.0.unit'],
      [{ stats: [{ key: 'Bad\u0007bell', value: 1, unit: '' }] }, 'stats.0.key'],
      [
        {
          stats: [
            { key: 'Views', value: 1, unit: '' },
            { key: 'views', value: 2, unit: '' },
          ],
        },
        'stats.1.key',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await putStats(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toMatch(/invalid_input|form_incomplete/);
      expect(Object.keys(res.json().error.fieldErrors ?? {})).toContain(field);
    }
    const wrongList = await callRoute(app(), siteRoutes.updateStats, admin, {
      query: wrong({ name: 'Other' }),
      body: { stats: figures },
    });
    expect(wrongList.status).toBe(400);
    expect(await storedStats()).toEqual(before);
  });
});

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Riley Streamer',
  email: 'riley@example.com',
  topic: 'Account Issue',
  message: 'I cannot find the verification e-mail for my account.\nCan you send it again?',
  ...over,
});
const sendContact = (payload: unknown, remoteAddress = '203.0.113.7') =>
  callRoute(app(), siteRoutes.contact, null, { body: wrong(payload), remoteAddress }).then(
    (r) => r.raw,
  );
const storedMessages = () =>
  app().db.selectFrom('contact_messages').selectAll().orderBy('created_at').execute();

describe('POST /api/site/contact', () => {
  it('stores the message and e-mails it to the support address, reply-to the writer', async () => {
    const res = await sendContact(form());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const [row, ...more] = await storedMessages();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      name: 'Riley Streamer',
      email: 'riley@example.com',
      topic: 'Account Issue',
      message: form().message,
    });
    // Marked once the mail was accepted, which the answer does not wait for.
    await vi.waitFor(async () =>
      expect((await storedMessages())[0]?.emailed_at).toEqual(expect.any(String)),
    );

    expect(app().sent).toHaveLength(1);
    const mail = app().sent[0]!;
    expect(mail.to).toBe('help@crewcast.example');
    expect(mail.replyTo).toBe('riley@example.com');
    expect(mail.subject).toBe('[Contact] Account Issue: Riley Streamer');
    expect(mail.text).toContain(form().message);
    expect(mail.text).toContain(row!.id);
  });

  it('accepts a message of exactly 2000 characters', async () => {
    const message = 'a'.repeat(siteLimits.contactMessageMax);
    expect((await sendContact(form({ message }))).statusCode).toBe(200);
    expect((await storedMessages())[0]?.message).toHaveLength(2000);
  });

  it('escapes what the writer typed in the HTML of the e-mail', async () => {
    await sendContact(
      form({ name: '<b>Eve</b>', message: '<script>alert(1)</script> hello there' }),
    );
    const html = app().sent[0]!.html;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('answers a filled honeypot as sent but stores and sends nothing', async () => {
    const res = await sendContact(form({ website: 'https://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await storedMessages()).toHaveLength(0);
    expect(app().sent).toHaveLength(0);
  });

  it('refuses bad input with a 400 naming the field, storing and sending nothing', async () => {
    const cases: Array<[unknown, string, string]> = [
      [form({ message: 'x'.repeat(siteLimits.contactMessageMax + 1) }), 'message', 'invalid_input'],
      [form({ message: 'short' }), 'message', 'invalid_input'],
      [form({ message: undefined }), 'message', 'form_incomplete'],
      [form({ name: '   ' }), 'name', 'form_incomplete'],
      [form({ name: 'n'.repeat(siteLimits.contactNameMax + 1) }), 'name', 'invalid_input'],
      [form({ name: 42 }), 'name', 'invalid_input'],
      [form({ email: 'not-an-address' }), 'email', 'invalid_email'],
      [form({ topic: 'Free money' }), 'topic', 'invalid_input'],
      [form({ message: 'Hello\u0000 there, world' }), 'message', 'invalid_input'],
      [form({ website: 'w'.repeat(201) }), 'website', 'invalid_input'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await sendContact(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.code, field).toBe(code);
      expect(Object.keys(res.json().error.fieldErrors ?? {}), field).toContain(field);
    }
    const notJson = await injectRaw(app(), 'a form-encoded body where JSON is expected', {
      method: 'POST',
      url: siteRoutes.contact.path,
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await storedMessages()).toHaveLength(0);
    expect(app().sent).toHaveLength(0);
  });

  it('limits each address to a few messages an hour, then answers 429 with retry-after', async () => {
    for (let i = 0; i < siteLimits.contactPerIpPerHour; i += 1)
      expect(
        (await sendContact(form({ message: `Message number ${i} for support` }))).statusCode,
      ).toBe(200);
    const refused = await sendContact(form());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedMessages()).toHaveLength(siteLimits.contactPerIpPerHour);
    expect(app().sent).toHaveLength(siteLimits.contactPerIpPerHour);

    // Someone else is not held back by it.
    expect((await sendContact(form(), '198.51.100.9')).statusCode).toBe(200);
  });

  it('keeps the message when the e-mail cannot be sent', async () => {
    const logged: string[] = [];
    const service = siteService({
      repo: siteRepository(app().db),
      now: systemClock,
      limiter: memoryRateLimiter(),
      supportEmail: 'help@crewcast.example',
      mailer: {
        kind: 'smtp',
        send: () => Promise.reject(new Error('SMTP is down')),
        close: async () => {},
      },
      log: { info: () => {}, warn: (_o, msg) => logged.push(msg), error: () => {} },
    });
    await expect(
      service.sendContactMessage(
        {
          name: 'Riley',
          email: 'riley@example.com',
          topic: 'Bug Report',
          message: 'The chart on the home page is blank.',
        },
        '203.0.113.7',
      ),
    ).resolves.toBeUndefined();
    // The answer does not wait for the mail; its failure is logged once it is known.
    await vi.waitFor(() => expect(logged).toEqual(['contact message stored but not e-mailed']));
    const [row] = await storedMessages();
    expect(row?.topic).toBe('Bug Report');
    expect(row?.emailed_at).toBeNull();
  });
});

describe('GET /api/site/contact', () => {
  const list = async (who: TestUser | null, page?: string) =>
    (
      await callRoute(
        app(),
        siteRoutes.contactMessages,
        who,
        page ? { query: wrong({ page }) } : {},
      )
    ).raw;

  describe('on a clock that moves a minute at every reading', () => {
    let clock = Date.parse('2026-01-01T10:00:00Z');
    const timed = useTestApp({ now: () => new Date((clock += 60_000)) });

    it('shows an Admin the stored messages, newest first', async () => {
      const boss = await createUser(timed(), { accountType: 'Admin' });
      for (const name of ['First', 'Second'])
        await callRoute(timed(), siteRoutes.contact, null, { body: form({ name }) as never });
      const listed = async () => (await callRoute(timed(), siteRoutes.contactMessages, boss)).raw;
      const res = await listed();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(2);
      expect(body.page).toBe(1);
      expect(body.messages.map((m: { name: string }) => m.name)).toEqual(['Second', 'First']);
      expect(body.messages[0]).toMatchObject({ topic: 'Account Issue' });
      // Marked e-mailed once the mail was accepted, which the answer did not wait for.
      await vi.waitFor(async () =>
        expect((await listed()).json().messages[0]).toMatchObject({
          emailedAt: expect.any(String),
        }),
      );
    });
  });

  it('is for Admins only', async () => {
    await sendContact(form());
    expect((await list(null)).statusCode).toBe(401);
    const res = await list(partner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('refuses a page number that is not a positive whole number', async () => {
    for (const page of ['0', 'abc', '1.5']) expect((await list(admin, page)).statusCode).toBe(400);
  });
});
