import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  savedReplyLimits,
  supportReplyRoutes as routes,
} from '../../../common/api/support-replies.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callRoute, wrong } from '../../test/call-route.js';

// The Admins' saved replies, shared by every Admin, and the reply time customers read.

let admin: TestUser;
let admin2: TestUser;
let partner: TestUser;
let editor: TestUser;
const app = useTestApp({}, 'test');
beforeEach(async () => {
  [admin, admin2, partner, editor] = await Promise.all([
    createUser(app(), { accountType: 'Admin', name: 'Ada Admin' }),
    createUser(app(), { accountType: 'Admin', name: 'Bea Admin' }),
    createUser(app(), { accountType: 'Partner' }),
    createUser(app(), { accountType: 'Production', isEditor: true }),
  ]);
});

const stored = () => app().db.selectFrom('support_replies').selectAll().orderBy('title').execute();

describe('saved replies', () => {
  it('an Admin creates, edits and deletes replies every Admin shares, listed by title', async () => {
    const made = await callRoute(app(), routes.createSavedReply, admin, {
      body: { title: '  Refund ', body: 'Your refund is on its way.\nIt takes 5 days.' },
    });
    expect(made.status, made.raw.body).toBe(200);
    expect(made.body).toMatchObject({
      title: 'Refund',
      body: 'Your refund is on its way.\nIt takes 5 days.',
    });
    await callRoute(app(), routes.createSavedReply, admin2, {
      body: { title: 'Hello', body: 'Hi! How can we help?' },
    });

    const list = await callRoute(app(), routes.savedReplies, admin2);
    expect(list.body.map((r) => r.title)).toEqual(['Hello', 'Refund']);

    const edited = await callRoute(app(), routes.updateSavedReply, admin2, {
      params: { id: made.body.id },
      body: { title: 'Refund sent', body: 'Your refund was sent today.' },
    });
    expect(edited.status).toBe(200);
    expect((await stored()).map((r) => [r.title, r.updated_by])).toEqual([
      ['Hello', admin2.uid],
      ['Refund sent', admin2.uid],
    ]);

    const gone = await callRoute(app(), routes.deleteSavedReply, admin, {
      params: { id: made.body.id },
    });
    expect(gone.status).toBe(200);
    expect((await stored()).map((r) => r.title)).toEqual(['Hello']);
  });

  it('refuses bad input, unknown ids and non-Admins, changing nothing', async () => {
    const made = await callRoute(app(), routes.createSavedReply, admin, {
      body: { title: 'Hello', body: 'Hi! How can we help?' },
    });
    const before = await stored();
    const id = made.body.id;
    const tooLong = 'x'.repeat(savedReplyLimits.bodyMax + 1);
    const bad: [unknown, number, string][] = [
      [{ title: 'Long', body: tooLong }, 400, 'invalid_input'],
      [{ title: 'x'.repeat(savedReplyLimits.titleMax + 1), body: 'Hi' }, 400, 'invalid_input'],
      [{ title: 'Blank', body: '   ' }, 400, 'invalid_input'],
      [{ title: 'Missing' }, 400, 'form_incomplete'],
      [{ title: 42, body: 'Hi' }, 400, 'invalid_input'],
      [{ title: 'Bell', body: 'a\u0007b' }, 400, 'invalid_input'],
    ];
    for (const [body, status, code] of bad) {
      for (const [what, res] of [
        ['create', await callRoute(app(), routes.createSavedReply, admin, { body: wrong(body) })],
        [
          'edit',
          await callRoute(app(), routes.updateSavedReply, admin, {
            params: { id },
            body: wrong(body),
          }),
        ],
      ] as const) {
        expect([res.status, res.code], `${what} ${JSON.stringify(body)}`).toEqual([status, code]);
      }
    }
    const over = await callRoute(app(), routes.createSavedReply, admin, {
      body: {
        title: 'Long',
        body: tooLong,
      },
    });
    expect(over.error?.fieldErrors).toEqual({ body: 'At most 200 characters.' });

    // An id that names no reply, and one that is no id.
    const unknown = randomUUID();
    const edit = await callRoute(app(), routes.updateSavedReply, admin, {
      params: { id: unknown },
      body: { title: 'Ghost', body: 'Boo' },
    });
    expect([edit.status, edit.code]).toEqual([404, 'not_found']);
    const remove = await callRoute(app(), routes.deleteSavedReply, admin, {
      params: { id: unknown },
    });
    expect([remove.status, remove.code]).toEqual([404, 'not_found']);
    expect(
      (
        await callRoute(app(), routes.deleteSavedReply, admin, {
          params: { id: 'nope' },
        })
      ).status,
    ).toBe(400);

    // Customers and staff neither read nor change them.
    for (const who of [partner, editor]) {
      const answers = [
        await callRoute(app(), routes.savedReplies, who),
        await callRoute(app(), routes.createSavedReply, who, {
          body: { title: 'Mine', body: 'Hi' },
        }),
        await callRoute(app(), routes.updateSavedReply, who, {
          params: { id },
          body: { title: 'Mine', body: 'Hi' },
        }),
        await callRoute(app(), routes.deleteSavedReply, who, { params: { id } }),
      ];
      expect(answers.map((a) => [a.status, a.code])).toEqual(Array(4).fill([403, 'forbidden']));
    }
    expect((await callRoute(app(), routes.savedReplies, null)).status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe('the reply time', () => {
  it('is read by every signed-in user: "a few hours" unless SUPPORT_REPLY_WITHIN says otherwise', async () => {
    for (const who of [partner, editor, admin]) {
      const res = await callRoute(app(), routes.replyTime, who);
      expect(res.body).toEqual({ within: 'a few hours' });
    }
    expect((await callRoute(app(), routes.replyTime, null)).status).toBe(401);
  });

  describe('with SUPPORT_REPLY_WITHIN set', () => {
    const other = useTestApp({ env: { SUPPORT_REPLY_WITHIN: 'one business day' } });
    it('is what SUPPORT_REPLY_WITHIN says', async () => {
      const someone = await createUser(other(), { accountType: 'Affiliate' });
      const res = await callRoute(other(), routes.replyTime, someone);
      expect(res.body).toEqual({ within: 'one business day' });
    });
  });
});
