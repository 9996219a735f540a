import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderEventName, OrderUpdated } from '../../../common/realtime.js';
import type { MailMessage, Mailer } from '../../integrations/email/mailer.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { createUser } from '../../test/factories.js';
import { insertOrder, isolated, useOrdersApp, type StoredOrder } from '../../test/orders.js';
import { liveOrderNotifier } from './order-notifier-live.js';

const { t, cast } = useOrdersApp(isolated);
let order: StoredOrder;
let sent: MailMessage[];
let pushes: { uids: string[]; payload: OrderUpdated }[];
let errors: string[];

const at = '2026-12-01T10:00:00.000Z';
const hub: RealtimeHub = {
  toUsers(uids, _event, payload) {
    pushes.push({ uids: [...uids].sort(), payload: payload as OrderUpdated });
  },
  toUsersAndRooms() {},
};
const mailer = (fail = false): Mailer => ({
  kind: 'smtp',
  async send(m) {
    if (fail) throw new Error('SMTP down');
    sent.push(m);
  },
  async close() {},
});
const log = { error: (_obj: object, msg: string) => void errors.push(msg) };
const notifierWith = (m = mailer()) =>
  liveOrderNotifier({ db: t.db, mailer: m, realtime: hub, publicUrl: 'https://cc.example', log });

beforeEach(async () => {
  order = await insertOrder(t, { client: cast.partner, staff: cast.editor }, { createdAt: at });
  sent = [];
  pushes = [];
  errors = [];
});

describe('liveOrderNotifier', () => {
  it('records the event, e-mails the other side with a link, and pushes orderUpdated to both', async () => {
    await notifierWith().notify({
      event: 'moreTimeAsked',
      orderId: order.id,
      actorId: cast.editor.uid,
      at,
      detail: { days: 2, reason: 'Long video' },
    });
    const events = await t.db.selectFrom('order_events').selectAll().execute();
    expect(events).toEqual([
      expect.objectContaining({
        request_id: order.id,
        event: 'moreTimeAsked',
        actor_id: cast.editor.uid,
        detail: '{"days":2,"reason":"Long video"}',
        created_at: at,
      }),
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: cast.partner.email,
      subject: 'More time requested: Speedrun highlights',
    });
    expect(sent[0]?.text).toContain(
      '"Speedrun highlights". Eddie Editor asks for 2 more days. Reason: Long video',
    );
    expect(sent[0]?.text).toContain(
      `Open the order: https://cc.example/dashboard/production/receive?active=${order.id}`,
    );
    expect(sent[0]?.html).toContain(
      `href="https://cc.example/dashboard/production/receive?active=${order.id}"`,
    );
    expect(pushes).toEqual([
      {
        uids: [cast.partner.uid, cast.editor.uid].sort(),
        payload: { requestId: order.id, event: 'moreTimeAsked', at },
      },
    ]);
  });

  it('escapes what the people typed in the HTML part', async () => {
    await t.db
      .updateTable('production_requests')
      .set({ title: '<b>Boss</b> & "friends"' })
      .where('id', '=', order.id)
      .execute();
    await notifierWith().notify({ event: 'placed', orderId: order.id, actorId: null, at });
    expect(sent[0]?.html).toContain('&#60;b&#62;Boss&#60;/b&#62; &#38; &#34;friends&#34;');
    expect(sent[0]?.html).not.toContain('<b>Boss');
  });

  it.each<[OrderEventName, string[]]>([
    ['placed', ['staff']],
    ['activated', ['client']],
    ['moreTimeAsked', ['client']],
    ['moreTimeAnswered', ['staff']],
    ['moreTimeExpired', ['client', 'staff']],
    ['fulfilled', ['client']],
    ['revisionAsked', ['staff']],
    ['passOffAsked', ['admin', 'admin2']],
    ['passOffAssigned', ['staff', 'newStaff']],
    ['passOffAnswered', ['staff', 'admin', 'admin2']],
    ['cancelled', ['client', 'staff', 'admin', 'admin2']],
  ])('e-mails %s to %j', async (event, who) => {
    const admin2 = await createUser(t, { accountType: 'Admin', name: 'Second Admin' });
    await t.db
      .insertInto('pass_offs')
      .values({
        request_id: order.id,
        from_staff_id: cast.editor.uid,
        reason: 'Too busy',
        state: 'Assigned',
        new_staff_id: cast.otherEditor.uid,
        created_at: at,
        assigned_at: at,
        answered_at: null,
      })
      .execute();
    const people: Record<string, string> = {
      client: cast.partner.email,
      staff: cast.editor.email,
      newStaff: cast.otherEditor.email,
      admin: cast.admin.email,
      admin2: admin2.email,
    };
    await notifierWith().notify({ event, orderId: order.id, actorId: null, at });
    expect(sent.map((m) => m.to).sort()).toEqual(who.map((w) => people[w]).sort());
    // Everyone on the order, both staff members of the pass-off and whoever was e-mailed.
    const pushed = pushes[0]?.uids ?? [];
    for (const uid of [cast.partner.uid, cast.editor.uid, cast.otherEditor.uid])
      expect(pushed).toContain(uid);
    expect(errors).toEqual([]);
  });

  it('does not e-mail the person who acted', async () => {
    await notifierWith().notify({
      event: 'moreTimeExpired',
      orderId: order.id,
      actorId: cast.partner.uid,
      at,
    });
    expect(sent.map((m) => m.to)).toEqual([cast.editor.email]);
  });

  it('never throws: a failed e-mail is logged and the push still happens', async () => {
    await expect(
      notifierWith(mailer(true)).notify({
        event: 'fulfilled',
        orderId: order.id,
        actorId: null,
        at,
      }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual(['e-mailing an order notice failed']);
    expect(pushes).toHaveLength(1);
  });

  it('never throws for an unknown order: the failed record is logged, nobody is told', async () => {
    await expect(
      notifierWith().notify({
        event: 'placed',
        orderId: '00000000-0000-4000-8000-000000000000',
        actorId: null,
        at,
      }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual(['recording an order event failed']);
    expect(sent).toEqual([]);
    expect(pushes).toEqual([]);
  });
});
