import { z } from 'zod/mini';
import { defineRoute } from './contract.js';
import { RequestId } from './orders/ids.js';
import { Uid } from './teams/inputs.js';
import { StatusChange } from './teams/vacations.js';

// The Admin's Dashboard (docs/teams.md 'Admin overview'): the agency's figures at a glance, each
// counted from the live tables when asked, each linking to the list it counts.

/** Open orders by where they stand, and the deadlines close by. */
export const OrderFigures = z.object({
  /** Open and not started by their staff member yet. */
  notStarted: z.number(),
  /** Open and started. */
  inProgress: z.number(),
  /** Open and due within the next 24 hours. */
  dueSoon: z.number(),
  /** Open and past their due time (the deadline job cancels them within a minute). */
  overdue: z.number(),
  /** Requests for more time the Partner has not answered yet. */
  extensionsPending: z.number(),
  /** Pass-offs waiting for an Admin to pick the new staff member. */
  passOffsToAssign: z.number(),
  /** Pass-offs assigned and waiting for the new staff member's answer. */
  passOffsAssigned: z.number(),
});
export type OrderFigures = z.infer<typeof OrderFigures>;

/** Support threads whose last message is the user's, and since when the oldest has waited. */
export const SupportFigures = z.object({
  unanswered: z.number(),
  /** When the longest-waiting user's first unanswered message was sent; null when none waits. */
  longestWaitSince: z.nullable(z.string()),
  /** The uid of that user, whose Support thread the figures open; null when none waits. */
  longestWaitUid: z.nullable(z.string()),
});
export type SupportFigures = z.infer<typeof SupportFigures>;

/** An order the deadline job cancelled at its due time, with whom it concerned. */
export const MissedDeadline = z.object({
  requestId: z.string(),
  title: z.string(),
  type: z.enum(['Edit', 'Thumbnail']),
  dueAt: z.string(),
  /** When the deadline job cancelled it. */
  missedAt: z.string(),
  staff: z.object({ uid: z.string(), name: z.string() }),
  partner: z.object({ uid: z.string(), name: z.string() }),
});
export type MissedDeadline = z.infer<typeof MissedDeadline>;

/**
 * Deadlines missed in the last 7 days, and every missed deadline no Admin has looked at yet
 * (newest first, at most missedListMax), which stay until one does.
 */
export const MissedFigures = z.object({
  thisWeek: z.number(),
  unchecked: z.number(),
  list: z.array(MissedDeadline),
});
export type MissedFigures = z.infer<typeof MissedFigures>;

/** How many unchecked missed deadlines the overview lists. */
export const missedListMax = 20;

/** Staff by what applies today (docs/teams.md Availability). */
export const StaffFigures = z.object({
  available: z.number(),
  busy: z.number(),
  vacation: z.number(),
  /** Available today with a vacation booked ahead. */
  vacationBooked: z.number(),
});
export type StaffFigures = z.infer<typeof StaffFigures>;

/** This calendar month's (UTC) sales and what the agency owes. */
export const MoneyFigures = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  currency: z.string(),
  /** Paid checkouts this month, refunds left out. */
  sales: z.number(),
  salesCents: z.number(),
  /** What staff earned by deliveries this month (docs/product.md §9 tiers). */
  staffPayCents: z.number(),
  /** Affiliate commissions neither paid nor reversed, whatever their month. */
  commissionsOwedCents: z.number(),
});
export type MoneyFigures = z.infer<typeof MoneyFigures>;

/** Promotion videos waiting for an Admin's review. */
export const PromotionFigures = z.object({ pendingVideos: z.number() });
export type PromotionFigures = z.infer<typeof PromotionFigures>;

/** Answer of GET /api/admin/overview. */
export const AdminOverview = z.object({
  /** The moment the figures were counted. */
  at: z.string(),
  orders: OrderFigures,
  missed: MissedFigures,
  support: SupportFigures,
  staff: StaffFigures,
  money: MoneyFigures,
  promotion: PromotionFigures,
});
export type AdminOverview = z.infer<typeof AdminOverview>;

/** A delivered or cancelled order of a staff member's, newest first. */
export const RecentJob = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['Edit', 'Thumbnail']),
  client: z.string(),
  closedAt: z.string(),
  /** Fulfilled (delivered) or Overdue (cancelled at its due time). */
  outcome: z.enum(['Fulfilled', 'Overdue']),
  /** What the delivery paid; null for a cancelled order. */
  amountCents: z.nullable(z.number()),
});
export type RecentJob = z.infer<typeof RecentJob>;

/**
 * One change of a staff member's rating (common/staff-rating.ts): a Partner's stars on accepting
 * a delivery, or a deadline missed; `rating` is what it stood at right after.
 */
export const RatingEvent = z.object({
  at: z.string(),
  kind: z.enum(['review', 'missedDeadline']),
  /** The stars given; null for a missed deadline. */
  stars: z.nullable(z.int()),
  requestId: z.string(),
  title: z.string(),
  client: z.string(),
  rating: z.number(),
});
export type RatingEvent = z.infer<typeof RatingEvent>;

/** What an Admin's staff page adds to the scheduler's view: rating, earnings, recent work. */
export const StaffRecord = z.object({
  uid: z.string(),
  rating: z.number(),
  /** `YYYY-MM`, UTC. */
  month: z.string(),
  monthCents: z.number(),
  monthJobs: z.number(),
  totalCents: z.number(),
  totalJobs: z.number(),
  /** Who last set the staff member's status (themselves or an Admin) and when. */
  statusChange: StatusChange,
  recent: z.array(RecentJob),
  /** The latest changes of the rating, newest first (at most ratingHistoryMax). */
  ratingHistory: z.array(RatingEvent),
});
export type StaffRecord = z.infer<typeof StaffRecord>;

/** Params of POST /api/admin/missed-deadlines/:requestId/checked. */
export const MissedDeadlineParams = z.object({ requestId: RequestId });

/** Answer of marking a missed deadline looked at. */
export const MissedDeadlineChecked = z.object({
  requestId: z.string(),
  checkedAt: z.string(),
});
export type MissedDeadlineChecked = z.infer<typeof MissedDeadlineChecked>;

/** Params of GET /api/admin/staff/:uid. */
export const StaffRecordParams = z.object({ uid: Uid });

/** The Admin's Dashboard routes. */
export const adminOverviewRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/admin/overview',
    auth: true,
    response: AdminOverview,
  }),
  /** An Admin looked at a missed deadline: it leaves the overview's list. */
  checkMissedDeadline: defineRoute({
    method: 'POST',
    path: '/api/admin/missed-deadlines/:requestId/checked',
    auth: true,
    params: MissedDeadlineParams,
    response: MissedDeadlineChecked,
  }),
  staffRecord: defineRoute({
    method: 'GET',
    path: '/api/admin/staff/:uid',
    auth: true,
    params: StaffRecordParams,
    response: StaffRecord,
  }),
} as const;
