import { beforeEach, describe, expect, it } from 'vitest';
import { chatRoutes } from '../../../common/api/chat.js';
import type { OrderEventName } from '../../../common/realtime.js';
import { noRealtime } from '../../realtime/realtime-hub.js';
import { callRoute } from '../../test/call-route.js';
import type { TestUser } from '../../test/factories.js';
import { insertOrder, isolated, useOrdersApp, type StoredOrder } from '../../test/orders.js';
import { liveOrderNotifier } from '../orders/order-notifier-live.js';
import { chatRepository } from './chat.repository.js';
import { chatService } from './chat.service.js';
import { systemMessenger } from './system-messenger.js';
import { systemClock } from '../../clock.js';

// Each reader of an order notice reads it from their own side, with times on their own clock.

const { t, cast } = useOrdersApp(isolated);
let order: StoredOrder;
const at = '2026-12-01T10:00:00.000Z';
// Created at 10:00 UTC and due 48 h later: 3 Dec 2026, 10:00 UTC.
const dueIn = {
  berlin: '3 Dec 2026, 11:00',
  newYork: '3 Dec 2026, 05:00',
  tokyo: '3 Dec 2026, 19:00',
  utc: '3 Dec 2026, 10:00',
};

function notifier() {
  const chat = chatService({
    repo: chatRepository(t.db),
    teams: { contactsOf: async () => [], groupById: async () => null },
    now: systemClock,
  });
  return liveOrderNotifier({
    db: t.db,
    mailer: { kind: 'smtp', send: async () => {}, close: async () => {} },
    realtime: noRealtime,
    publicUrl: 'https://cc.example',
    log: { error: () => {} },
    chat: systemMessenger(chat, () => {}),
  });
}

/** The System messages `who` reads, through the history route. */
async function systemOf(who: TestUser): Promise<string[]> {
  const res = await callRoute(t, chatRoutes.history, who, {
    query: { user2: 'system', type: 'System' },
  });
  expect(res.status).toBe(200);
  return res.body.map((m) => m.body);
}

const zone = (who: TestUser, timeZone: string) =>
  t.db.updateTable('users').set({ time_zone: timeZone }).where('id', '=', who.uid).execute();

beforeEach(async () => {
  await zone(cast.partner, 'Europe/Berlin');
  await zone(cast.editor, 'America/New_York');
  await zone(cast.otherEditor, 'Asia/Tokyo');
  order = await insertOrder(t, { client: cast.partner, staff: cast.editor }, { createdAt: at });
  await t.db
    .insertInto('pass_offs')
    .values({
      request_id: order.id,
      from_staff_id: cast.editor.uid,
      reason: 'Too busy',
      state: 'Accepted',
      new_staff_id: cast.otherEditor.uid,
      created_at: at,
      assigned_at: at,
      answered_at: at,
    })
    .execute();
});

describe('System messages written for their reader', () => {
  it('tells the Partner what they ordered and the editor who ordered from them, each in their own zone', async () => {
    await notifier().notify({ event: 'placed', orderId: order.id, actorId: null, at });
    expect(await systemOf(cast.partner)).toEqual([
      `New order: "Speedrun highlights". You ordered a video edit from Eddie Editor, due ${dueIn.berlin}.`,
    ]);
    expect(await systemOf(cast.editor)).toEqual([
      `New order: "Speedrun highlights". Pat Partner ordered a video edit from you, due ${dueIn.newYork}.`,
    ]);
  });

  it('falls back to UTC, named, for a time zone nobody knows', async () => {
    await zone(cast.partner, 'Mars/Olympus_Mons');
    await notifier().notify({ event: 'placed', orderId: order.id, actorId: null, at });
    expect((await systemOf(cast.partner))[0]).toContain(`due ${dueIn.utc} UTC.`);
  });

  // Per event: what the Partner, the (old) editor, the new editor and an Admin read.
  it.each<[OrderEventName, Record<'partner' | 'editor' | 'otherEditor' | 'admin', string | null>]>([
    [
      'activated',
      {
        partner: 'Eddie Editor started work on your video edit.',
        editor: 'You started work on the video edit of Pat Partner.',
        otherEditor: null,
        admin: null,
      },
    ],
    [
      'moreTimeAsked',
      {
        partner: `Eddie Editor asks for 2 more days. Reason: Long\nPlease accept or decline within 24 hours; without an answer it stays due ${dueIn.berlin}.`,
        editor: `You asked Pat Partner for 2 more days. Reason: Long Without an answer within 24 hours it stays due ${dueIn.newYork}.`,
        otherEditor: null,
        admin: null,
      },
    ],
    [
      'moreTimeAnswered',
      {
        partner: `You accepted the request of Eddie Editor for 2 more days. It is due ${dueIn.berlin}.`,
        editor: `Pat Partner accepted your request for 2 more days. It is due ${dueIn.newYork}.`,
        otherEditor: null,
        admin: null,
      },
    ],
    [
      'moreTimeExpired',
      {
        partner: `You did not answer the request of Eddie Editor for more time within 24 hours, so it stays due ${dueIn.berlin}.`,
        editor: `Pat Partner did not answer your request for more time within 24 hours, so it stays due ${dueIn.newYork}.`,
        otherEditor: null,
        admin: null,
      },
    ],
    [
      'fulfilled',
      {
        partner:
          'Eddie Editor delivered your video edit. Have a look, and ask for a revision if something should change.',
        editor: 'You delivered the video edit of Pat Partner.',
        otherEditor: null,
        admin: null,
      },
    ],
    [
      'revisionAsked',
      {
        partner: `You asked Eddie Editor for a revision, due ${dueIn.berlin}.\nWhat to change: Shorter`,
        editor: `Pat Partner asked you for a revision, due ${dueIn.newYork}.\nWhat to change: Shorter`,
        otherEditor: null,
        admin: null,
      },
    ],
    [
      'passOffAsked',
      {
        partner:
          'Eddie Editor asked to pass off your video edit; an Admin chooses who takes it over.',
        editor:
          'You asked to pass off the video edit of Pat Partner. Reason: Long An Admin chooses who takes it over.',
        otherEditor:
          'Eddie Editor asks to pass off the video edit of Pat Partner. Reason: Long\nPlease choose who takes it over.',
        admin:
          'Eddie Editor asks to pass off the video edit of Pat Partner. Reason: Long\nPlease choose who takes it over.',
      },
    ],
    [
      'passOffAssigned',
      {
        partner: 'Other Editor was chosen to take over your video edit from Eddie Editor.',
        editor: 'Other Editor was chosen to take over the video edit of Pat Partner from you.',
        otherEditor:
          'You were chosen to take over the video edit of Pat Partner from Eddie Editor. Accept or decline it in the Inbox.',
        admin: null,
      },
    ],
    [
      'passOffAnswered',
      {
        partner: 'Other Editor accepted taking over your video edit from Eddie Editor.',
        editor: 'Other Editor accepted taking over the video edit of Pat Partner from you.',
        otherEditor: 'You accepted taking over the video edit of Pat Partner from Eddie Editor.',
        admin: 'Other Editor accepted taking over the video edit of Pat Partner from Eddie Editor.',
      },
    ],
    [
      'cancelled',
      {
        partner: `Eddie Editor did not deliver your video edit by its due time (${dueIn.berlin}), so it was cancelled. Any credit spent on it was refunded to you.`,
        editor: `You did not deliver the video edit of Pat Partner by its due time (${dueIn.newYork}), so it was cancelled and your rating was lowered.`,
        otherEditor: null,
        // Admins are told of every missed deadline, in the third person.
        admin: `Eddie Editor did not deliver the video edit of Pat Partner by its due time (${dueIn.utc}), so it was cancelled. Any credit spent on it was refunded to Pat Partner, and the rating of Eddie Editor was lowered.`,
      },
    ],
  ])('writes %s for each reader', async (event, texts) => {
    // The otherEditor's texts for non-pass-off events are not asserted: they are on the pass-off.
    await notifier().notify({
      event,
      orderId: order.id,
      actorId: null,
      at,
      detail: { days: 2, reason: 'Long', state: 'Accepted', message: 'Shorter' },
    });
    for (const who of ['partner', 'editor', 'otherEditor', 'admin'] as const) {
      const text = texts[who];
      const read = await systemOf(cast[who]);
      if (text === null) {
        if (who === 'admin') expect(read).toEqual([]);
        continue;
      }
      expect(read).toHaveLength(1);
      expect(read[0]?.split('". ')[1]).toBe(text);
    }
    // Nobody outside the order reads anything.
    expect(await systemOf(cast.otherPartner)).toEqual([]);
  });
});
