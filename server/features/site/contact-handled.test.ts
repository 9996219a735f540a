import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../../common/api/site.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

// Contact-form messages in the Support inbox: listed while nobody has handled them, and marked
// handled once an Admin answered (by e-mail), first Admin wins.

let clock = Date.parse('2026-12-07T10:00:00Z');
const app = useTestApp({ now: () => new Date((clock += 60_000)) }, 'test');

const form = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  topic: 'Orders & Billing' as const,
  message: 'My last order was charged twice, could someone look at it please?',
});

async function twoMessages() {
  for (const name of ['First', 'Second'])
    await callRoute(app(), siteRoutes.contact, null, { body: form(name) });
  const [first, second] = await app()
    .db.selectFrom('contact_messages')
    .select(['id', 'name'])
    .orderBy('created_at')
    .execute();
  return { first: first!.id, second: second!.id };
}

describe('contact messages in the Support inbox', () => {
  it('lists the unhandled ones with open=true until an Admin marks one handled', async () => {
    const [ada, bo] = await Promise.all([
      createUser(app(), { accountType: 'Admin', name: 'Ada Admin' }),
      createUser(app(), { accountType: 'Admin', name: 'Bo Admin' }),
    ]);
    const { first, second } = await twoMessages();
    const open = async () =>
      (await callRoute(app(), siteRoutes.contactMessages, ada, { query: { open: 'true' } })).body;
    expect((await open()).messages.map((m) => m.id)).toEqual([second, first]);
    expect(await open()).toMatchObject({ total: 2, unhandled: 2 });

    const marked = await callRoute(app(), siteRoutes.markContactHandled, ada, {
      params: { id: first },
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({
      id: first,
      handledAt: expect.any(String),
      handledBy: { uid: ada.uid, name: 'Ada Admin' },
    });
    expect((await open()).messages.map((m) => m.id)).toEqual([second]);
    expect(await open()).toMatchObject({ total: 1, unhandled: 1 });
    // The whole list still holds it, marked.
    const all = await callRoute(app(), siteRoutes.contactMessages, bo, { query: {} });
    expect(all.body).toMatchObject({ total: 2, unhandled: 1 });
    expect(all.body.messages.find((m) => m.id === first)?.handledBy?.name).toBe('Ada Admin');

    // A second Admin is told who was first, and nothing changes.
    const again = await callRoute(app(), siteRoutes.markContactHandled, bo, {
      params: { id: first },
    });
    expect(again.status).toBe(409);
    expect(again.code).toBe('contact_message_handled');
    expect(again.raw.json<{ error: { message: string } }>().error.message).toContain('Ada Admin');
    const row = await app()
      .db.selectFrom('contact_messages')
      .select('handled_by')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row.handled_by).toBe(ada.uid);
  });

  it('refuses others than Admins, an unknown message and a malformed id, changing nothing', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    const partner = await createUser(app(), { accountType: 'Partner' });
    const { first } = await twoMessages();
    const asPartner = await callRoute(app(), siteRoutes.markContactHandled, partner, {
      params: { id: first },
    });
    expect(asPartner.status).toBe(403);
    const unknown = await callRoute(app(), siteRoutes.markContactHandled, admin, {
      params: { id: '0b6f1a52-1111-4000-8000-000000000001' },
    });
    expect([unknown.status, unknown.code]).toEqual([404, 'contact_message_unknown']);
    const malformed = await callRoute(app(), siteRoutes.markContactHandled, admin, {
      params: { id: 'nope' },
    });
    expect(malformed.status).toBe(400);
    const badQuery = await callRoute(app(), siteRoutes.contactMessages, admin, {
      query: { open: wrong('yes') },
    });
    expect(badQuery.status).toBe(400);
    const rows = await app().db.selectFrom('contact_messages').select('handled_at').execute();
    expect(rows.map((r) => r.handled_at)).toEqual([null, null]);
  });
});
