import { gameRoutes } from '../../../common/api/games.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import type { AuditAction } from '../../../common/api/audit.js';
import { chatRoutes } from '../../../common/api/chat.js';
import { driveRoutes } from '../../../common/api/drive.js';
import { paymentRoutes } from '../../../common/api/payments.js';
import { siteRoutes } from '../../../common/api/site.js';
import { supportSearchRoutes } from '../../../common/api/support-search.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { contractRoutes } from '../../test/contract-routes.js';
import { fakePng, uploadWhole } from '../../test/drive.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { boost, partnerWith } from '../../test/games.js';
import { commission } from '../../test/payouts.js';
import { addMember, deleteTeam } from '../../test/teams.js';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callRoute } from '../../test/call-route.js';

// Every route that changes something is either an Admin action on money, access or another
// person's data, which must leave an audit row, or is named below with why it is not one. A
// route added later fails the first test until it is sorted into one of the two lists.

const app = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(app(), { accountType: 'Admin', name: 'Ada Admin' });
});

type Answer = { status?: number; statusCode?: number };
/** Performs the action as `admin` on someone else, from a fresh set-up. */
type Action = (t: TestApp, admin: TestUser) => Promise<Answer>;

const person = (t: TestApp, over: Parameters<typeof createUser>[1]) => createUser(t, over);

/** A customer's Support thread, as the socket stores its first message. */
async function supportThread(t: TestApp): Promise<TestUser> {
  const customer = await person(t, { accountType: 'Partner' });
  await t.db
    .insertInto('chat_messages')
    .values({
      id: randomUUID(),
      conversation: `s:${customer.uid}`,
      type: 'Support',
      author_id: customer.uid,
      client_id: randomUUID(),
      from_id: customer.uid,
      to_id: 'admin',
      thread_id: customer.uid,
      body: 'Where is my order?',
      alias: null,
      reference_file_id: null,
      link: null,
      emulated_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return customer;
}

const editor = (t: TestApp) => person(t, { accountType: 'Production', isEditor: true });
const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Admin actions, each run here against a fresh subject. */
const audited: Record<string, [AuditAction, Action]> = {
  'accountRoutes.setPlan': [
    'account.plan_changed',
    async (t, a) => {
      const partner = await person(t, { accountType: 'Partner', plan: 'Standard' });
      return callRoute(t, accountRoutes.setPlan, a, {
        body: { uid: partner.uid, plan: 'Premium' },
      });
    },
  ],
  'teamRoutes.setTier': [
    'staff.tier_changed',
    async (t, a) =>
      callRoute(t, teamRoutes.setTier, a, { body: { uid: (await editor(t)).uid, tier: 2 } }),
  ],
  'paymentRoutes.markCommissionsPaid': [
    'commissions.paid',
    async (t, a) => {
      const [buyer, affiliate] = [
        await person(t, { accountType: 'Partner' }),
        await person(t, { accountType: 'Affiliate' }),
      ];
      const at = new Date(Date.now() - 30 * 86_400_000).toISOString();
      const row = await commission(t, { buyer, affiliate }, { at, cents: 500 });
      return callRoute(t, paymentRoutes.markCommissionsPaid, a, { body: { ids: [row.id] } });
    },
  ],
  'paymentRoutes.grantCredits': [
    'credits.granted',
    async (t, a) => {
      const partner = await person(t, { accountType: 'Partner' });
      const body = {
        uid: partner.uid,
        product: 'Video Thumbnail' as const,
        quantity: 1,
        note: 'x',
      };
      return callRoute(t, paymentRoutes.grantCredits, a, { body });
    },
  ],
  'chatRoutes.updateSupportThread': [
    'support.thread_updated',
    async (t, a) => {
      const customer = await supportThread(t);
      const body = { uid: customer.uid, state: 'closed' as const, assignee: a.uid };
      return callRoute(t, chatRoutes.updateSupportThread, a, { body });
    },
  ],
  'chatRoutes.addSupportNote': [
    'support.note_added',
    async (t, a) => {
      const customer = await supportThread(t);
      const body = { uid: customer.uid, body: 'Refund promised.' };
      return callRoute(t, chatRoutes.addSupportNote, a, { body });
    },
  ],
  'supportSearchRoutes.setTags': [
    'support.thread_tagged',
    async (t, a) => {
      const customer = await supportThread(t);
      const body = { uid: customer.uid, tags: ['billing' as const] };
      return callRoute(t, supportSearchRoutes.setTags, a, { body });
    },
  ],
  'driveRoutes.remove': [
    'drive.file_removed',
    async (t, a) => {
      const partner = await person(t, { accountType: 'Partner' });
      const { id } = await uploadWhole(t, partner, fakePng(2000), { type: 'image/png' });
      return callRoute(t, driveRoutes.remove, a, { params: { uploadId: id } });
    },
  ],
  'siteRoutes.updateStats': [
    'site.stats_updated',
    (t, a) =>
      callRoute(t, siteRoutes.updateStats, a, {
        query: { name: 'CompanyStats' },
        body: { stats: [{ key: 'Videos edited', value: 1200, unit: '' }] },
      }),
  ],
  'teamRoutes.addToTeam': [
    'team.add',
    async (t, a) => {
      const partner = await person(t, { accountType: 'Partner', plan: 'Premium' });
      const body = { uid1: partner.uid, uid2: (await editor(t)).uid, relationship: ['Editor'] };
      return callRoute(t, teamRoutes.addToTeam, a, { body: body });
    },
  ],
  'teamRoutes.removeFromTeam': [
    'team.remove',
    async (t, a) => {
      const partner = await person(t, { accountType: 'Partner', plan: 'Premium' });
      const member = await editor(t);
      await addMember(t, a, partner, member, ['Editor']);
      const relationship = JSON.stringify(['Editor']);
      return deleteTeam(t, a, { uid1: partner.uid, uid2: member.uid, relationship });
    },
  ],
  'teamRoutes.bookVacation': [
    'staff.vacation_booked',
    async (t, a) => {
      const body = { uid: (await editor(t)).uid, start: future(30), end: future(32) };
      return callRoute(t, teamRoutes.bookVacation, a, { body });
    },
  ],
  'teamRoutes.cancelVacation': [
    'staff.vacation_cancelled',
    async (t, a) => {
      const staff = await editor(t);
      const booked = await callRoute(t, teamRoutes.bookVacation, staff, {
        body: {
          start: future(40),
          end: future(41),
        },
      });
      const id = (
        await t.db
          .selectFrom('staff_vacations')
          .select('id')
          .where('staff_id', '=', staff.uid)
          .executeTakeFirstOrThrow()
      ).id;
      expect(booked.status).toBe(200);
      return callRoute(t, teamRoutes.cancelVacation, a, { params: { id } });
    },
  ],
  'teamRoutes.endVacation': [
    'staff.vacation_ended',
    async (t, a) => {
      const staff = await editor(t);
      // A range that began today: the Admin ends it at once.
      const booked = await callRoute(t, teamRoutes.bookVacation, staff, {
        body: { start: future(0), end: future(3) },
      });
      expect(booked.status).toBe(200);
      const id = booked.body.vacations[0]!.id;
      return callRoute(t, teamRoutes.endVacation, a, { params: { id } });
    },
  ],
  'teamRoutes.adminSetStatus': [
    'staff.status',
    async (t, a) =>
      callRoute(t, teamRoutes.adminSetStatus, a, {
        params: { uid: (await editor(t)).uid },
        body: { status: 'Busy', reason: 'Covering the launch week' },
      }),
  ],
  'gameRoutes.decide': [
    'ownership.decided',
    async (t, a) => {
      const partner = await person(t, { accountType: 'Partner', plan: 'Premium' });
      await partnerWith(t, partner, 'astral');
      const n = Math.floor(Math.random() * 1e7);
      const sent = await boost(t, partner, 'astral', [
        {
          url: `https://www.youtube.com/watch?v=vid${String(n).padStart(8, '0')}`,
          publishedOn: future(-3),
        },
      ]);
      return callRoute(t, gameRoutes.decide, a, {
        params: { videoId: sent.videos[0]!.id },
        body: { status: 'approved' },
      });
    },
  ],
};

/**
 * Admin actions whose audit row is checked in their own feature's tests, where the set-up they
 * need (a finished pay period, an open pass-off, a linked channel, a closed games month) lives.
 */
const auditedElsewhere: Record<string, string> = {
  'gameRoutes.close': 'server/features/games/games.close.test.ts',
  'payoutRoutes.closePeriod': 'server/features/payouts/payouts.test.ts',
  'payoutRoutes.payMethod': 'server/features/payouts/payouts.test.ts',
  'payoutRoutes.payStatement': 'server/features/payouts/payouts.test.ts',
  'orderRoutes.assignPassOff': 'server/features/orders/pass-off.test.ts',
  'youtubeRoutes.recheck': 'server/features/youtube/youtube.test.ts',
  'reviewVersionRoutes.revokeLink': 'server/features/review-versions/links.test.ts',
};

const own = "changes the caller's own account, session or settings";
const partnerOnly = "the order's Partner or its staff act; an Admin is refused or acts as neither";
/** Routes that change something but are no Admin action on someone else, and why. */
const notAdminActions: Record<string, string> = {
  'adminOverviewRoutes.checkMissedDeadline':
    'marks a missed deadline looked at on the Admins’ own list; no money, access or personal data',
  'siteRoutes.markContactHandled':
    'marks a contact message answered on the Admins’ own Support inbox; no money, access or personal data',
  'accountRoutes.signup': 'a visitor signs up',
  'accountRoutes.login': 'a sign-in; an Admin sign-in writes admin.sign_in itself',
  'accountRoutes.bypassLogin': 'an Admin signs in again as themself (admin.sign_in)',
  'accountRoutes.token': own,
  'accountRoutes.logout': own,
  'accountRoutes.resendVerification': own,
  'accountRoutes.verifyHash': own,
  'accountRoutes.forgotPassword': own,
  'accountRoutes.resetPassword': own,
  'accountRoutes.changePassword': own,
  'accountRoutes.endSession': own,
  'accountRoutes.endOtherSessions': own,
  'accountRoutes.updateProfile': own,
  'accountRoutes.updateWork': own,
  'accountRoutes.changeEmail': own,
  'accountRoutes.confirmEmail': own,
  'accountRoutes.uploadAvatar': own,
  'accountRoutes.removeAvatar': own,
  'chatNotificationRoutes.updateSettings': own,
  'chatNotificationRoutes.mute': own,
  'chatNotificationRoutes.unsubscribe': own,
  'chatRoutes.read': own,
  'driveRoutes.upload': 'uploads into the caller’s own drive or an order they work on',
  'driveRoutes.titleDraft': 'only the folder’s owner names a draft',
  'driveRoutes.removeFolder': 'only the folder’s owner deletes it',
  'gameRoutes.partner': 'a Partner joins a game',
  'gameRoutes.boost': 'a Partner sends a Booster form',
  'orderRoutes.sendProductionForm': partnerOnly,
  'orderRoutes.sendFulfillmentForm': partnerOnly,
  'orderRoutes.activate': partnerOnly,
  'orderRoutes.requestExtension': partnerOnly,
  'orderRoutes.answerExtension': partnerOnly,
  'orderRoutes.requestPassOff': partnerOnly,
  'orderRoutes.answerPassOff': partnerOnly,
  'orderRoutes.requestRevision': partnerOnly,
  'orderRoutes.acceptDelivery': partnerOnly,
  'paymentRoutes.createCheckoutSession': 'a customer pays for their own basket',
  'paymentRoutes.sandboxPay': 'a customer pays for their own basket',
  'paymentRoutes.referralVisit': 'a visitor follows a referral link',
  'paymentRoutes.webhook': 'the payment provider reports; refunds write credits.refunded',
  'realtimeRoutes.socketTicket': 'a ticket for the caller’s own socket; changes nothing',
  'mediaRoutes.mediaFacts': 'reads facts; the POST only carries a list of ids',
  'reviewVersionRoutes.createLink': 'only the order’s Partner creates a guest link',
  'reviewVersionRoutes.guestInfo': 'a guest opens a link',
  'reviewVersionRoutes.guestOpen': 'a guest opens a link',
  'reviewVersionRoutes.guestVideo': 'a guest asks whether their copy is ready',
  'publishingRoutes.startConsent': 'only the Partner, for their own channel',
  'publishingRoutes.revokeConsent': 'only the Partner, for their own channel',
  'publishingRoutes.publish': 'only the order’s Partner publishes to their own channel',
  'publishingRoutes.retry': 'only the order’s Partner retries their own upload',
  'publishingRoutes.startResultsConsent': 'only the Partner, for their own channel',
  'reviewRoutes.addNote': 'a note under the author’s own name on a version they may review',
  'reviewRoutes.reply': 'a reply under the author’s own name',
  'reviewRoutes.editNote': 'the author corrects their own unsent note; nobody else may',
  'reviewRoutes.deleteNote': 'the author removes their own unsent note; nobody else may',
  'reviewRoutes.setState': 'marks a review note done or open; no money, access or personal data',
  'reviewRoutes.guestNotes': 'a guest reads notes',
  'reviewRoutes.guestAddNote': 'a guest writes a note',
  'siteRoutes.contact': 'a visitor writes to support',
  'supportReplyRoutes.createSavedReply': 'the Admins’ shared reply texts; nobody’s data',
  'supportReplyRoutes.updateSavedReply': 'the Admins’ shared reply texts; nobody’s data',
  'supportReplyRoutes.deleteSavedReply': 'the Admins’ shared reply texts; nobody’s data',
  'teamRoutes.updateUserData': own,
  'teamRoutes.changeWallet': own,
  'teamRoutes.setStatus': own,
  'youtubeRoutes.start': own,
  'youtubeRoutes.sandboxConsent': own,
};

/** The ids of the audit rows of one action. */
const rowsOf = async (t: TestApp, action: AuditAction) =>
  (await t.db.selectFrom('audit_log').select('id').where('action', '=', action).execute()).map(
    (r) => r.id,
  );

describe('every Admin action is audited', () => {
  it('sorts every route that changes something into audited or not an Admin action', async () => {
    const changing = (await contractRoutes())
      .filter(([, route]) => route.method !== 'GET')
      .map(([name]) => name);
    const sorted = [audited, auditedElsewhere, notAdminActions].flatMap((list) =>
      Object.keys(list),
    );
    expect(changing.filter((name) => !sorted.includes(name))).toEqual([]);
    expect(sorted.filter((name) => !changing.includes(name))).toEqual([]);
    expect(new Set(sorted).size).toBe(sorted.length);
  });

  for (const [name, [action, act]] of Object.entries(audited))
    it(`writes a ${action} row for ${name}`, async () => {
      const before = await rowsOf(app(), action);
      const res = await act(app(), admin);
      expect(res.status ?? res.statusCode).toBe(200);
      const added = (await rowsOf(app(), action)).filter((id) => !before.includes(id));
      expect(added.length).toBeGreaterThan(0);
      const rows = await app()
        .db.selectFrom('audit_log')
        .select(['actor_id', 'actor_name'])
        .where('id', 'in', added)
        .execute();
      expect(new Set(rows.map((r) => `${r.actor_id} ${r.actor_name}`))).toEqual(
        new Set([`${admin.uid} Ada Admin`]),
      );
    });
});
