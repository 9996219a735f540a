import { beforeAll, describe, expect, test } from 'vitest';
import type { Principal } from '../auth/tokens.js';
import { AppError } from '../errors.js';
import { insertOrder } from '../test/drive.js';
import { createUser, type TestUser } from '../test/factories.js';
import { useTestApp } from '../test/use-test-app.js';
import { accessRules, type FileFacts, type OwnWork } from './access.js';
import { orderRules, type OrderPermission } from './order-permissions.js';

const app = useTestApp();

const as = (user: TestUser): Principal => ({ uid: user.uid, accountType: user.accountType });

/**
 * An order of a Partner for an editor, its file (raw footage the Partner uploaded into their
 * own folder) and a loose file of the editor's, plus people with no part in either.
 */
async function orderWithFiles() {
  const partner = await createUser(app());
  const editor = await createUser(app(), { accountType: 'Production', isEditor: true });
  const stranger = await createUser(app());
  const otherStaff = await createUser(app(), { accountType: 'Production', isEditor: true });
  const admin = await createUser(app(), { accountType: 'Admin' });
  const orderId = await insertOrder(app(), { clientId: partner.uid, staffId: editor.uid });
  const ownerOnly = await createUser(app());
  const inOrder: FileFacts = {
    id: `file-${orderId}`,
    folderOwnerId: partner.uid,
    uploaderId: partner.uid,
    orderId,
  };
  const loose: FileFacts = {
    id: `loose-${orderId}`,
    folderOwnerId: ownerOnly.uid,
    uploaderId: editor.uid,
    orderId: null,
  };
  return { partner, editor, stranger, otherStaff, admin, ownerOnly, orderId, inOrder, loose };
}

/** Puts a pass-off of the order from `from` to `to` in `state`. */
async function passOff(
  orderId: string,
  from: TestUser,
  to: TestUser,
  state: 'Assigned' | 'Accepted' | 'Declined',
) {
  const at = new Date().toISOString();
  await app()
    .db.insertInto('pass_offs')
    .values({
      request_id: orderId,
      from_staff_id: from.uid,
      reason: 'Too busy this week.',
      state,
      new_staff_id: to.uid,
      created_at: at,
      assigned_at: at,
      answered_at: state === 'Assigned' ? null : at,
    })
    .execute();
}

describe('the access rules', () => {
  const rules = () => accessRules(app().db);
  const readable = async (who: TestUser, files: FileFacts[]) =>
    [...(await rules().readableFileIds(as(who), files))].sort();

  test('the Partner sees their order and reads its files', async () => {
    const o = await orderWithFiles();
    expect(await rules().visibleOrderIds(as(o.partner))).toEqual([o.orderId]);
    expect(await readable(o.partner, [o.inOrder, o.loose])).toEqual([o.inOrder.id]);
  });

  test('the assigned staff member sees the order, reads its files and their own uploads', async () => {
    const o = await orderWithFiles();
    expect(await rules().visibleOrderIds(as(o.editor))).toEqual([o.orderId]);
    expect(await readable(o.editor, [o.inOrder, o.loose])).toEqual(
      [o.inOrder.id, o.loose.id].sort(),
    );
  });

  test('the staff member an order is being passed to sees it before accepting', async () => {
    const o = await orderWithFiles();
    expect(await rules().visibleOrderIds(as(o.otherStaff))).toEqual([]);
    await passOff(o.orderId, o.editor, o.otherStaff, 'Assigned');
    expect(await rules().visibleOrderIds(as(o.otherStaff))).toEqual([o.orderId]);
    expect(await readable(o.otherStaff, [o.inOrder])).toEqual([o.inOrder.id]);
  });

  test('a declined pass-off shows the order to nobody new', async () => {
    const o = await orderWithFiles();
    await passOff(o.orderId, o.editor, o.otherStaff, 'Declined');
    expect(await rules().visibleOrderIds(as(o.otherStaff))).toEqual([]);
    expect(await readable(o.otherStaff, [o.inOrder])).toEqual([]);
  });

  test('the staff member the order was passed away from loses it', async () => {
    const o = await orderWithFiles();
    await passOff(o.orderId, o.editor, o.otherStaff, 'Accepted');
    await app()
      .db.updateTable('production_requests')
      .set({ staff_id: o.otherStaff.uid })
      .where('id', '=', o.orderId)
      .execute();
    expect(await rules().visibleOrderIds(as(o.editor))).toEqual([]);
    expect(await readable(o.editor, [o.inOrder])).toEqual([]);
    expect(await rules().visibleOrderIds(as(o.otherStaff))).toEqual([o.orderId]);
  });

  test('an Admin reads every file, but sees orders only through their own part in them', async () => {
    const o = await orderWithFiles();
    expect(await readable(o.admin, [o.inOrder, o.loose])).toEqual(
      [o.inOrder.id, o.loose.id].sort(),
    );
    expect(await rules().visibleOrderIds(as(o.admin))).toEqual([]);
  });

  test('the uploader and the folder owner read a file outside any order', async () => {
    const o = await orderWithFiles();
    expect(await readable(o.editor, [o.loose])).toEqual([o.loose.id]);
    expect(await readable(o.ownerOnly, [o.loose])).toEqual([o.loose.id]);
  });

  test('a stranger sees no order and reads no file', async () => {
    const o = await orderWithFiles();
    expect(await rules().visibleOrderIds(as(o.stranger))).toEqual([]);
    expect(await readable(o.stranger, [o.inOrder, o.loose])).toEqual([]);
  });

  test('no files, no question: an empty list answers an empty set', async () => {
    const o = await orderWithFiles();
    expect(await readable(o.stranger, [])).toEqual([]);
  });

  test('names each order by its title and type', async () => {
    const partner = await createUser(app());
    const editor = await createUser(app(), { accountType: 'Production', isEditor: true });
    const edit = await insertOrder(app(), {
      clientId: partner.uid,
      staffId: editor.uid,
      title: 'Boss fight',
    });
    const thumbnail = await insertOrder(app(), {
      clientId: partner.uid,
      staffId: editor.uid,
      title: 'Boss fight',
      type: 'Thumbnail',
    });
    expect(await rules().orderTitles([edit, thumbnail])).toEqual({
      [edit]: 'Boss fight (Edit)',
      [thumbnail]: 'Boss fight (Thumbnail)',
    });
    expect(await rules().orderTitles([])).toEqual({});
  });
});

/** Who asks: every standing on the order, and two people with none. */
type Asker = 'client' | 'staff' | 'passOffTarget' | 'admin' | 'stranger' | 'otherStaff';
type Answer = 'allowed' | 403 | 404;

/**
 * The whole table of permissions on an order. `stranger` is a Partner with no part in the order,
 * `otherStaff` a staff member with none; `passOffTarget` is who the order is being passed to.
 */
// One row per permission, so the table reads as one.
// prettier-ignore
const table: Record<OrderPermission, Record<Asker, Answer>> = {
  'order.read': { client: 'allowed', staff: 'allowed', passOffTarget: 'allowed', admin: 'allowed', stranger: 404, otherStaff: 404 },
  'order.work': { client: 403, staff: 'allowed', passOffTarget: 404, admin: 403, stranger: 403, otherStaff: 404 },
  'order.accept': { client: 'allowed', staff: 403, passOffTarget: 404, admin: 403, stranger: 404, otherStaff: 404 },
  'order.revise': { client: 'allowed', staff: 403, passOffTarget: 404, admin: 'allowed', stranger: 404, otherStaff: 404 },
  'order.extend': { client: 403, staff: 'allowed', passOffTarget: 404, admin: 403, stranger: 404, otherStaff: 404 },
  'order.extension.read': { client: 'allowed', staff: 'allowed', passOffTarget: 404, admin: 'allowed', stranger: 404, otherStaff: 404 },
  'order.extension.answer': { client: 'allowed', staff: 403, passOffTarget: 404, admin: 403, stranger: 404, otherStaff: 404 },
  'order.publish': { client: 'allowed', staff: 403, passOffTarget: 403, admin: 403, stranger: 404, otherStaff: 403 },
  'order.review': { client: 'allowed', staff: 'allowed', passOffTarget: 404, admin: 'allowed', stranger: 404, otherStaff: 404 },
  // Asked of a note the Partner wrote: the other people on the order see it but may not change it.
  'order.review.own-note': { client: 'allowed', staff: 403, passOffTarget: 404, admin: 403, stranger: 404, otherStaff: 404 },
};

/** What `require` answers: allowed, or the status of the error it throws. */
async function answerOf(
  who: TestUser,
  permission: OrderPermission,
  orderId: string,
  work: OwnWork = {},
) {
  try {
    await accessRules(app().db).require(as(who), permission, orderId, work);
    return 'allowed';
  } catch (err) {
    if (err instanceof AppError) return err.status;
    throw err;
  }
}

describe('the permissions on an order', () => {
  let people: Record<Asker, TestUser>;
  let orderId: string;

  beforeAll(async () => {
    const o = await orderWithFiles();
    const passOffTarget = await createUser(app(), { accountType: 'Production', isEditor: true });
    await passOff(o.orderId, o.editor, passOffTarget, 'Assigned');
    orderId = o.orderId;
    people = {
      client: o.partner,
      staff: o.editor,
      passOffTarget,
      admin: o.admin,
      stranger: o.stranger,
      otherStaff: o.otherStaff,
    };
  });

  test('the table names every permission there is', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(orderRules).sort());
  });

  test.each(Object.entries(table))('%s', async (name, row) => {
    const permission = name as OrderPermission;
    // A permission on one's own work is asked of something the Partner wrote.
    const work = { authorId: people.client.uid };
    for (const [asker, expected] of Object.entries(row) as Array<[Asker, Answer]>) {
      const who = people[asker];
      expect({ asker, answer: await answerOf(who, permission, orderId, work) }).toEqual({
        asker,
        answer: expected,
      });
      const checked = await accessRules(app().db).check(
        as(who),
        permission,
        [orderId, 'missing'],
        work,
      );
      expect({ asker, checked: [...checked] }).toEqual({
        asker,
        checked: expected === 'allowed' ? [orderId] : [],
      });
    }
  });

  test('an order that does not exist answers 404, to Admins too', async () => {
    for (const [name, rule] of Object.entries(orderRules)) {
      // A rule of one account type refuses the others before the order is looked at, so ask it
      // as someone of that type (publishing is the Partner's, the work the staff's).
      const typed = 'accountType' in rule ? rule.accountType : undefined;
      const who = typed === 'Partner' ? people.stranger : typed ? people.otherStaff : people.admin;
      const answer = await answerOf(who, name as OrderPermission, 'no-such-order');
      expect({ name, answer }).toEqual({ name, answer: 404 });
    }
  });

  test('once the pass-off is accepted, the new staff member works the order and the old one loses it', async () => {
    const o = await orderWithFiles();
    await passOff(o.orderId, o.editor, o.otherStaff, 'Accepted');
    await app()
      .db.updateTable('production_requests')
      .set({ staff_id: o.otherStaff.uid })
      .where('id', '=', o.orderId)
      .execute();
    expect(await answerOf(o.otherStaff, 'order.work', o.orderId)).toBe('allowed');
    expect(await answerOf(o.otherStaff, 'order.review', o.orderId)).toBe('allowed');
    expect(await answerOf(o.editor, 'order.read', o.orderId)).toBe(404);
    expect(await answerOf(o.editor, 'order.work', o.orderId)).toBe(404);
  });

  test("one's own work is refused to the author's own colleagues on the order, and to a guest's", async () => {
    const staffNote = { authorId: people.staff.uid };
    expect(await answerOf(people.staff, 'order.review.own-note', orderId, staffNote)).toBe(
      'allowed',
    );
    expect(await answerOf(people.client, 'order.review.own-note', orderId, staffNote)).toBe(403);
    // A guest's note (no author account) is nobody's to change from an account.
    const guestNote = { authorId: null };
    expect(await answerOf(people.admin, 'order.review.own-note', orderId, guestNote)).toBe(403);
    expect(await answerOf(people.stranger, 'order.review.own-note', orderId, guestNote)).toBe(404);
  });
});
