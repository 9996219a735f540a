import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { kindOfMime, type UploadKind } from '../../../common/api/drive.js';
import type {
  EarningsQuery,
  EarningsResponse,
  FulfillmentRequest,
  FulfillmentResponse,
  OrderType,
  PassOffAnswer,
  PassOffAssign,
  PassOffRequest,
  ProductStatus,
  ProductionFormRequest,
  ProductionFormResponse,
  ProductionRequest,
  RequestsQuery,
  RequestsResponse,
} from '../../../common/api/orders.js';
import type { TeamRole } from '../../../common/api/teams.js';
import { accountLimits, orderLimits, teamLimits } from '../../../common/limits.js';
import type { CreditKind } from '../../../common/pricing.js';
import { staffPayCents } from '../../../common/staff-pay.js';
import { isUniqueViolation } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isAdmin, requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { DriveService } from '../drive/drive.service.js';
import { spendCredit } from '../payments/payments.public.js';
import type { TeamsDirectory } from '../teams/teams.public.js';
import type { OrderNotice, OrderNotifier } from './order-notifier.js';
import { productStatusOf, toProductionRequest } from './order-view.js';
import {
  ordersRepository,
  type OrderFilter,
  type OrderListRow,
  type OrderRow,
} from './orders.repository.js';

/** What the orders service needs. */
export type OrdersDeps = {
  db: Kysely<Database>;
  teams: Pick<TeamsDirectory, 'isOnTeam' | 'isAvailable' | 'staffProfileOf'>;
  drive: Pick<DriveService, 'folderNamed' | 'attachUploads'>;
  notifier: OrderNotifier;
  now?: () => Date;
};

const dayMs = 86_400_000;

/** One order a production form opens. */
type PlannedOrder = {
  type: OrderType;
  kind: CreditKind;
  staffId: string;
  speedDays: number;
  message: string;
  uploads: string[];
  uploadKind: UploadKind;
};

/** What each order type needs of its staff member. */
const roleFor: Record<OrderType, TeamRole> = { Edit: 'Editor', Thumbnail: 'Artist' };
const uploadKindFor: Record<OrderType, UploadKind> = { Edit: 'video', Thumbnail: 'image' };

/** The first instant of a `YYYY-MM` month and of the month after, as ISO times (UTC). */
function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1));
  const to = new Date(Date.UTC(year, monthNumber, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * Orders: placing them from the production form, delivering them, the lists and the
 * tracker, activation, pass-offs and staff earnings. Every rule and permission check is here; a
 * Partner acts on their own orders, staff on those assigned to them, Admins on all, and anyone
 * else's order answers 404.
 */
export function ordersService(deps: OrdersDeps) {
  const { db, teams, drive } = deps;
  const repo = ordersRepository(db);
  const now = () => (deps.now ? deps.now() : new Date());

  /** Tells the notifier after the change committed; a failed notice never undoes the change. */
  async function notify(notice: OrderNotice): Promise<void> {
    try {
      await deps.notifier.notify(notice);
    } catch {
      // The notifier logs its own failures (OrderNotifier's contract); nothing to add here.
    }
  }

  const isExpired = (order: Pick<OrderRow, 'due_at'>, at: Date) =>
    at.getTime() >= Date.parse(order.due_at);

  /** Refuses an order that can no longer change: closed, or past its due time. */
  function requireOpen(order: OrderRow, at: Date): void {
    if (order.status !== 'open') throw new AppError('request_closed');
    if (isExpired(order, at)) throw new AppError('request_expired');
  }

  /** The order if the caller may see it: its client, staff, new staff of an Assigned pass-off, Admins. */
  async function visibleOrder(principal: Principal, id: string): Promise<OrderRow> {
    const order = await repo.findOrder(id);
    if (!order) throw new AppError('not_found');
    if (isAdmin(principal) || order.client_id === principal.uid) return order;
    if (order.staff_id === principal.uid) return order;
    const passOff = await repo.findPassOff(id);
    if (passOff?.state === 'Assigned' && passOff.new_staff_id === principal.uid) return order;
    throw new AppError('not_found');
  }

  /** The order if it is assigned to the calling staff member; 404 otherwise. */
  async function assignedOrder(principal: Principal, id: string): Promise<OrderRow> {
    requireAccountType(principal, 'Production');
    const order = await repo.findOrder(id);
    if (!order || order.staff_id !== principal.uid) throw new AppError('not_found');
    return order;
  }

  async function statusOf(order: OrderRow): Promise<ProductStatus> {
    const [[extension], [passOff]] = await Promise.all([
      repo.extensionsFor([order.id]),
      repo.passOffsFor([order.id]),
    ]);
    return productStatusOf(order, extension, passOff);
  }

  /** Rows to answers, with every order's extension, pass-off and deliveries read in one go each. */
  async function present(rows: readonly OrderListRow[]): Promise<ProductionRequest[]> {
    const ids = rows.map((r) => r.id);
    const [extensions, passOffs, deliveries] = await Promise.all([
      repo.extensionsFor(ids),
      repo.passOffsFor(ids),
      repo.deliveriesFor(ids),
    ]);
    const extensionOf = new Map(extensions.map((e) => [e.request_id, e]));
    const passOffOf = new Map(passOffs.map((p) => [p.request_id, p]));
    const deliveriesOf = new Map<string, typeof deliveries>();
    for (const file of deliveries) {
      const list = deliveriesOf.get(file.order_id);
      if (list) list.push(file);
      else deliveriesOf.set(file.order_id, [file]);
    }
    return rows.map((row) =>
      toProductionRequest(row, {
        extension: extensionOf.get(row.id),
        passOff: passOffOf.get(row.id),
        deliveries: deliveriesOf.get(row.id) ?? [],
      }),
    );
  }

  /** Checks the form's staff picks and plans one order per ticked kind. */
  async function planOrders(
    partnerId: string,
    body: ProductionFormRequest,
    at: Date,
  ): Promise<PlannedOrder[]> {
    const { form } = body;
    const picks: Array<{ type: OrderType; staffId: string; field: string; message: string }> = [];
    if (form.editsEnabled && form.assignedEditor)
      picks.push({
        type: 'Edit',
        staffId: form.assignedEditor,
        field: 'assignedEditor',
        message: form.editDescription,
      });
    if (form.thumbnailsEnabled && form.assignedArtist)
      picks.push({
        type: 'Thumbnail',
        staffId: form.assignedArtist,
        field: 'assignedArtist',
        message: form.thumbnailDescription,
      });

    const onTeam = await Promise.all(
      picks.map((p) => teams.isOnTeam(partnerId, p.staffId, roleFor[p.type])),
    );
    const fieldErrors: Record<string, string> = {};
    picks.forEach((p, i) => {
      if (!onTeam[i])
        fieldErrors[p.field] =
          p.type === 'Edit' ? 'Choose an editor of your team.' : 'Choose an artist of your team.';
    });
    if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', {}, fieldErrors);

    const available = await Promise.all(picks.map((p) => teams.isAvailable(p.staffId, at)));
    if (available.some((a) => !a)) throw new AppError('staff_unavailable');

    const profiles = await Promise.all(picks.map((p) => teams.staffProfileOf(p.staffId)));
    return picks.map((p, i) => {
      const profile = profiles[i];
      const uploadKind = uploadKindFor[p.type];
      // A staff member without a recorded speed gets the slowest the sign-up form allows.
      const speedDays =
        p.type === 'Edit'
          ? (profile?.editSpeed ?? accountLimits.editSpeedMaxDays)
          : (profile?.thumbnailSpeed ?? accountLimits.thumbnailSpeedMaxDays);
      return {
        type: p.type,
        kind: p.type === 'Edit' ? 'edit' : 'thumbnail',
        staffId: p.staffId,
        speedDays,
        message: p.message,
        uploads: body.file.filter((f) => kindOfMime(f.type) === uploadKind).map((f) => f.uri),
        uploadKind,
      };
    });
  }

  return {
    /**
     * POST /api/comm/send-production-form: a Partner orders an edit and/or a thumbnail from their
     * team. The folder, the orders, the credits spent and the uploads attached commit together:
     * any failure (no credit, an unfinished upload) leaves nothing written.
     */
    async placeOrder(
      principal: Principal,
      body: ProductionFormRequest,
    ): Promise<ProductionFormResponse> {
      requireAccountType(principal, 'Partner');
      const at = now();
      const createdAt = at.toISOString();
      const planned = await planOrders(principal.uid, body, at);
      const videoRequestId = randomUUID();
      const { form } = body;

      const requestIds = await db.transaction().execute(async (trx) => {
        const folder = await drive.folderNamed(principal.uid, body.folderName, trx);
        const r = ordersRepository(trx);
        const ids: string[] = [];
        for (const plan of planned) {
          const id = randomUUID();
          const spent = await spendCredit(trx, {
            userId: principal.uid,
            orderId: id,
            kind: plan.kind,
            durationMinutes: plan.kind === 'edit' ? (form.duration ?? null) : null,
            ...(plan.kind === 'edit' && form.product ? { product: form.product } : {}),
            at: createdAt,
          });
          const due = new Date(at.getTime() + plan.speedDays * dayMs).toISOString();
          await r.insertOrder({
            id,
            video_request_id: videoRequestId,
            type: plan.type,
            title: form.videoName,
            message: plan.message,
            client_id: principal.uid,
            staff_id: plan.staffId,
            author_id: principal.uid,
            folder_id: folder.id,
            product: plan.kind === 'edit' ? spent.product : null,
            duration_minutes: plan.kind === 'edit' ? spent.durationMinutes : null,
            is_revision: 0,
            of_request_id: null,
            revisions_left: 0,
            status: 'open',
            created_at: createdAt,
            due_at: due,
            original_due_at: due,
            activated_at: null,
            closed_at: null,
            close_reason: null,
          });
          if (plan.uploads.length > 0)
            await drive.attachUploads(
              {
                uploaderUid: principal.uid,
                uploads: plan.uploads,
                kind: plan.uploadKind,
                folderId: folder.id,
                orderId: id,
                layer: 1,
              },
              trx,
            );
          ids.push(id);
        }
        return ids;
      });

      for (const requestId of requestIds)
        await notify({ event: 'placed', requestId, actorId: principal.uid, at: createdAt });
      return { videoRequestId, requestIds };
    },

    /**
     * POST /api/comm/send-fulfillment-form?uid={client}: the assigned staff member delivers an
     * open order of that client with their own uploads (videos for an edit, images for a
     * thumbnail). The order closes as Fulfilled and the job's pay is recorded (docs/product.md §9).
     */
    async fulfil(
      principal: Principal,
      clientUid: string,
      body: FulfillmentRequest,
    ): Promise<FulfillmentResponse> {
      const order = await assignedOrder(principal, body.videoData.requestId);
      if (order.client_id !== clientUid) throw new AppError('not_found');
      const at = now();
      requireOpen(order, at);
      if (body.file.some((f) => f.author !== principal.uid)) throw new AppError('not_found');

      const profile = await teams.staffProfileOf(principal.uid);
      const tier = profile?.tier ?? teamLimits.defaultTier;
      const isRevision = order.is_revision === 1;
      const amountCents = staffPayCents(
        {
          type: order.type,
          product: order.product,
          durationMinutes: order.duration_minutes,
          isRevision,
        },
        tier,
      );
      const closedAt = at.toISOString();

      await db.transaction().execute(async (trx) => {
        const r = ordersRepository(trx);
        const closed = await r.markFulfilled(order.id, {
          staffId: principal.uid,
          at: closedAt,
          revisionsLeft: order.type === 'Edit' ? orderLimits.revisionsPerDelivery : 0,
        });
        if (!closed) {
          // Someone else changed it since it was read: the deadline job, or a pass-off.
          const fresh = await r.findOrder(order.id);
          if (!fresh || fresh.staff_id !== principal.uid) throw new AppError('not_found');
          if (fresh.status !== 'open') throw new AppError('request_closed');
          throw new AppError('request_expired');
        }
        await drive.attachUploads(
          {
            uploaderUid: principal.uid,
            uploads: body.file.map((f) => f.uri),
            kind: uploadKindFor[order.type],
            folderId: order.folder_id,
            orderId: order.id,
            layer: 2,
          },
          trx,
        );
        await r.insertEarning({
          id: randomUUID(),
          staff_id: principal.uid,
          request_id: order.id,
          tier,
          amount_cents: amountCents,
          created_at: closedAt,
        });
      });

      await notify({
        event: 'fulfilled',
        requestId: order.id,
        actorId: principal.uid,
        at: closedAt,
        detail: { files: body.file.length },
      });
      return { requestId: order.id, earningsCents: amountCents };
    },

    /**
     * GET /api/payment/fulfillment/requests (docs/product.md §7): `unfulfilled` (open) or `fulfilled`
     * (delivered or cancelled) orders, revisions included, newest first. A Partner sees their
     * own, staff those assigned to them, an Admin all; `uid` narrows to one client's orders.
     * `management=true` needs no narrowing of its own: a Partner's activity is their orders, an
     * Admin's every order.
     */
    async requests(principal: Principal, query: RequestsQuery): Promise<RequestsResponse> {
      const filter: OrderFilter = {
        statuses: query.type === 'unfulfilled' ? ['open'] : ['fulfilled', 'cancelled'],
      };
      switch (principal.accountType) {
        case 'Partner':
          // A Partner names nobody but themselves.
          if (query.uid && query.uid !== principal.uid) throw new AppError('not_found');
          filter.clientId = principal.uid;
          break;
        case 'Production':
          filter.staffId = principal.uid;
          if (query.uid) filter.clientId = query.uid;
          break;
        case 'Admin':
          if (query.uid) filter.clientId = query.uid;
          break;
        default:
          throw new AppError('forbidden');
      }
      return { items: await present(await repo.listOrders(filter)) };
    },

    /** GET /api/payment/fulfillment/request?id=: one order the caller may see; 404 otherwise. */
    async request(principal: Principal, id: string): Promise<ProductionRequest> {
      const [row] = await repo.listOrders({
        ids: [id],
        ...(isAdmin(principal) ? {} : { visibleTo: principal.uid }),
      });
      if (!row) throw new AppError('not_found');
      const [item] = await present([row]);
      if (!item) throw new AppError('not_found');
      return item;
    },

    /**
     * GET /api/payment/fulfillment/work?type=assigned (docs/product.md §7): a staff member's open orders,
     * and those an Admin passed off to them that await their answer.
     */
    async work(principal: Principal): Promise<RequestsResponse> {
      requireAccountType(principal, 'Production');
      return {
        items: await present(await repo.listOrders({ statuses: ['open'], workOf: principal.uid })),
      };
    },

    /**
     * GET /api/payment/product?type=status|status-revision&id= (docs/product.md §7): the tracker's ranks,
     * flags and times. The order decides the ranks: a revision answers its own (closing step
     * only) even when asked with type=status, so an old link cannot show steps it never has.
     */
    async productStatus(principal: Principal, id: string): Promise<ProductStatus> {
      return statusOf(await visibleOrder(principal, id));
    },

    /**
     * POST /api/payment/fulfillment/activate: the assigned staff member starts work. Asking again
     * changes nothing; revisions skip activation (docs/product.md §4).
     */
    async activate(principal: Principal, requestId: string): Promise<ProductStatus> {
      const order = await assignedOrder(principal, requestId);
      const at = now();
      requireOpen(order, at);
      if (order.is_revision === 1) throw new AppError('not_revisable');
      if (order.activated_at === null) {
        const activatedAt = at.toISOString();
        if (await repo.activate(order.id, activatedAt))
          await notify({ event: 'activated', requestId, actorId: principal.uid, at: activatedAt });
      }
      return statusOf((await repo.findOrder(order.id)) ?? order);
    },

    /**
     * POST /api/payment/fulfillment/pass-off: the assigned staff member asks to hand the order to
     * someone else. One at a time; an answered one (declined, or accepted by a previous
     * holder) may be asked again and is replaced.
     */
    async requestPassOff(principal: Principal, body: PassOffRequest): Promise<ProductStatus> {
      const order = await assignedOrder(principal, body.requestId);
      const at = now();
      requireOpen(order, at);
      if (order.is_revision === 1) throw new AppError('not_revisable');
      const existing = await repo.findPassOff(order.id);
      if (existing && (existing.state === 'Pending' || existing.state === 'Assigned'))
        throw new AppError('pass_off_pending');
      const createdAt = at.toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await ordersRepository(trx).replacePassOff({
            request_id: order.id,
            from_staff_id: principal.uid,
            reason: body.reason,
            state: 'Pending',
            new_staff_id: null,
            created_at: createdAt,
            assigned_at: null,
            answered_at: null,
          });
        });
      } catch (error) {
        // Two requests at once: the other one's row is there now.
        if (isUniqueViolation(error)) throw new AppError('pass_off_pending');
        throw error;
      }
      await notify({
        event: 'passOffAsked',
        requestId: order.id,
        actorId: principal.uid,
        at: createdAt,
        detail: { reason: body.reason },
      });
      return statusOf(order);
    },

    /**
     * PATCH /api/payment/fulfillment/pass-off?id= (Admins): picks the new staff member of a
     * pass-off that waits for one (Pending, or Declined by the previous pick). They must hold the
     * order's role, be Available and not already have the order.
     */
    async assignPassOff(
      principal: Principal,
      requestId: string,
      body: PassOffAssign,
    ): Promise<ProductStatus> {
      requireAccountType(principal, 'Admin');
      const order = await repo.findOrder(requestId);
      const passOff = order && (await repo.findPassOff(requestId));
      if (!order || !passOff || passOff.state === 'Accepted') throw new AppError('not_found');
      const at = now();
      requireOpen(order, at);
      if (passOff.state === 'Assigned') throw new AppError('pass_off_pending');

      const candidate = await repo.findUser(body.newStaff);
      const hasRole =
        candidate?.account_type === 'Production' &&
        (order.type === 'Edit' ? candidate.is_editor === 1 : candidate.is_artist === 1);
      if (!candidate || !hasRole)
        throw new AppError(
          'invalid_input',
          {},
          {
            newStaff:
              order.type === 'Edit'
                ? 'Choose a staff member who is an editor.'
                : 'Choose a staff member who is a thumbnail artist.',
          },
        );
      if (candidate.id === order.staff_id)
        throw new AppError(
          'invalid_input',
          {},
          { newStaff: 'This staff member already has the order.' },
        );
      if (!(await teams.isAvailable(candidate.id, at))) throw new AppError('staff_unavailable');

      const assignedAt = at.toISOString();
      const assigned = await repo.assignPassOff(requestId, {
        newStaffId: candidate.id,
        at: assignedAt,
        from: ['Pending', 'Declined'],
      });
      if (!assigned) throw new AppError('pass_off_pending');
      await notify({
        event: 'passOffAssigned',
        requestId,
        actorId: principal.uid,
        at: assignedAt,
        detail: { newStaff: candidate.name },
      });
      return statusOf(order);
    },

    /**
     * POST /api/payment/fulfillment/pass-off/answer?id=: the new staff member accepts (the order
     * becomes theirs, due time unchanged) or declines (an Admin may pick someone else).
     */
    async answerPassOff(
      principal: Principal,
      requestId: string,
      body: PassOffAnswer,
    ): Promise<ProductStatus> {
      requireAccountType(principal, 'Production');
      const passOff = await repo.findPassOff(requestId);
      const order = passOff && (await repo.findOrder(requestId));
      if (!passOff || !order || passOff.new_staff_id !== principal.uid)
        throw new AppError('not_found');
      // The same answer again (a retried request) is not an error.
      if (passOff.state === body.state) return statusOf(order);
      if (passOff.state !== 'Assigned') throw new AppError('not_found');
      const at = now();
      requireOpen(order, at);
      const answeredAt = at.toISOString();

      await db.transaction().execute(async (trx) => {
        const r = ordersRepository(trx);
        const answered = await r.answerPassOff(requestId, {
          newStaffId: principal.uid,
          state: body.state,
          at: answeredAt,
        });
        if (!answered) throw new AppError('not_found');
        if (body.state === 'Accepted') {
          const moved = await r.reassign(requestId, {
            fromStaffId: order.staff_id,
            toStaffId: principal.uid,
          });
          if (!moved) throw new AppError('request_closed');
        }
      });
      await notify({
        event: 'passOffAnswered',
        requestId,
        actorId: principal.uid,
        at: answeredAt,
        detail: { state: body.state },
      });
      return statusOf((await repo.findOrder(requestId)) ?? order);
    },

    /**
     * GET /api/payment/fulfillment/earnings?month=YYYY-MM: what a staff member earned in a UTC
     * month (default: this one). Staff see their own; an Admin names the staff member with uid.
     */
    async earnings(principal: Principal, query: EarningsQuery): Promise<EarningsResponse> {
      let staffId: string;
      if (principal.accountType === 'Production') {
        if (query.uid && query.uid !== principal.uid) throw new AppError('not_found');
        staffId = principal.uid;
      } else if (isAdmin(principal)) {
        if (!query.uid)
          throw new AppError('invalid_input', {}, { uid: 'Name the staff member (uid).' });
        staffId = query.uid;
      } else throw new AppError('forbidden');

      const month = query.month ?? now().toISOString().slice(0, 7);
      const { from, to } = monthBounds(month);
      const rows = await repo.earningsOf(staffId, from, to);
      const items = rows.map((row) => ({
        requestId: row.request_id,
        title: row.title,
        type: row.type,
        isRevision: row.is_revision === 1,
        tier: row.tier,
        amountCents: row.amount_cents,
        earnedTime: row.created_at,
      }));
      return { month, totalCents: items.reduce((sum, i) => sum + i.amountCents, 0), items };
    },
  };
}

/** The orders service's functions. */
export type OrdersService = ReturnType<typeof ordersService>;
