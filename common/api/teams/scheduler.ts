import { z } from 'zod/mini';
import { pagingLimits as P, teamLimits as L } from '../../limits.js';
import { inAppPath } from '../../paths.js';
import { missingIssue, plainText } from '../fields.js';
import { CursorParam, LimitParam, NextCursor } from '../paging.js';
import { Uid } from './inputs.js';
import { IsoDate, StaffFacts, StaffStatus } from './members.js';

// --- Staff scheduler --------------------------------------------------------------------------

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/**
 * A path of this site only (`inAppPath`): an address that could lead elsewhere (`//host`,
 * `/\host`, another scheme or host) is refused, so a Busy link never takes a Partner off-site.
 */
const BusyLink = z
  .string()
  .check(z.trim())
  .check(z.maxLength(L.busyLinkMax, `At most ${L.busyLinkMax} characters.`))
  .check(
    z.refine((v) => inAppPath(v) !== null, {
      message: 'Use a Crewcast path starting with /, such as /dashboard/production/receive.',
    }),
  );

/**
 * Body of PUT /api/staff/status: Available, Busy (an optional link and title) or Vacation (first
 * and last day). Fields of the other statuses are ignored.
 */
export const StatusUpdate = z
  .object({
    status: StaffStatus,
    link: z.optional(z.pipe(z.transform(blankToNull), z.nullish(BusyLink))),
    title: z.optional(
      z.pipe(
        z.transform(blankToNull),
        z.nullish(
          z
            .string()
            .check(z.trim())
            .check(z.maxLength(L.busyTitleMax, `At most ${L.busyTitleMax} characters.`))
            .check(z.refine((v) => !/\p{Cc}/u.test(v), 'Control characters are not allowed.')),
        ),
      ),
    ),
    start: z.optional(z.pipe(z.transform(blankToNull), z.nullish(IsoDate))),
    end: z.optional(z.pipe(z.transform(blankToNull), z.nullish(IsoDate))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.status !== 'Vacation') return;
      if (!v.start) ctx.addIssue(missingIssue(['start']));
      if (!v.end) ctx.addIssue(missingIssue(['end']));
      if (!v.start || !v.end) return;
      if (v.end < v.start)
        ctx.addIssue({
          code: 'custom',
          path: ['end'],
          message: 'The last day is before the first.',
        });
      else if (vacationDays(v.start, v.end) > L.vacationMaxDays)
        ctx.addIssue({
          code: 'custom',
          path: ['end'],
          message: `At most ${L.vacationMaxDays} days at a time.`,
        });
    }),
  );
export type StatusUpdate = z.infer<typeof StatusUpdate>;

/** Days of a vacation, first and last included. */
export function vacationDays(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 864e5) + 1
  );
}

/** A staff member's profile as the scheduler shows it. */
export const StaffProfile = z.object({
  uid: z.string(),
  username: z.string(),
  name: z.string(),
  tier: z.number(),
  /** What the staff member chose; `status` is what applies today. */
  chosenStatus: StaffStatus,
  ...StaffFacts.shape,
});
export type StaffProfile = z.infer<typeof StaffProfile>;

/** An Admin's view of one staff member: profile plus load. */
export const StaffOverviewRow = z.extend(StaffProfile, {
  /** Partners whose team this staff member is on. */
  clients: z.number(),
  /** Open work items assigned to them. */
  openWork: z.number(),
});
export type StaffOverviewRow = z.infer<typeof StaffOverviewRow>;

/** How the staff overview is ordered; the uid breaks ties so every order is total. */
export const StaffSort = z.enum(['name', 'username'], 'Unknown order.');
export type StaffSort = z.infer<typeof StaffSort>;

/**
 * `uid` of the staff overview: one staff member's uid, or several separated by commas, so a
 * screen reads the statuses of exactly the people it shows in one call (at most a page's worth).
 */
const StaffUids = z.pipe(
  z.pipe(
    plainText('Expected a user id.').check(
      z.maxLength(P.staffMax * 37, `At most ${P.staffMax} user ids.`),
    ),
    z.transform((text) => text.split(',')),
  ),
  z.pipe(
    z
      .array(z.uuid('Expected a user id.'))
      .check(z.maxLength(P.staffMax, `At most ${P.staffMax} user ids.`)),
    z.transform((ids) => [...new Set(ids)]),
  ),
);

/**
 * Query of GET /api/staff (Admin), all optional: `q` part of a username or name, `status` the
 * status a staff member chose, `uid` one staff member (or several, comma-separated), `sort`, and
 * the page (decision 028): at most `pagingLimits.staffMax` rows, `staffDefault` without `limit`.
 */
export const StaffOverviewQuery = z.object({
  q: z.optional(
    plainText().check(z.maxLength(P.filterTextMax, `At most ${P.filterTextMax} characters.`)),
  ),
  status: z.optional(StaffStatus),
  /** These staff members only (a profile page; the people a screen shows). */
  uid: z.optional(StaffUids),
  sort: z._default(StaffSort, 'name'),
  limit: LimitParam(P.staffDefault, P.staffMax),
  cursor: z.optional(CursorParam(2)),
});
export type StaffOverviewQuery = z.infer<typeof StaffOverviewQuery>;

/**
 * Answer of GET /api/staff (Admin): one page of staff members, and the cursor of the next
 * (null on the last page). Bounded: at most `pagingLimits.staffMax` rows.
 */
export const StaffOverview = z.object({ staff: z.array(StaffOverviewRow), nextCursor: NextCursor });
export type StaffOverview = z.infer<typeof StaffOverview>;

/** One piece of assigned work on the scheduler's calendar, placed on its due day. */
export const WorkItem = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['Edit', 'Thumbnail']),
  client: z.string(),
  dueTime: z.string(),
  /** Where the work is opened in the app. */
  path: z.string(),
});
export type WorkItem = z.infer<typeof WorkItem>;

/** Query of GET /api/staff/work: a range of days; an Admin may name the staff member. */
export const WorkQuery = z.object({ from: IsoDate, to: IsoDate, uid: z.optional(Uid) }).check(
  z.refine((v) => v.from <= v.to && vacationDays(v.from, v.to) <= 62, {
    path: ['to'],
    message: 'Ask for at most 62 days, ending after they start.',
  }),
);
export type WorkQuery = z.infer<typeof WorkQuery>;

/** Answer of GET /api/staff/work. */
export const WorkResponse = z.object({ items: z.array(WorkItem) });
export type WorkResponse = z.infer<typeof WorkResponse>;

/** Body of PUT /api/staff/tier: an Admin sets a staff member's pay tier (docs/product.md §9). */
export const SetTierRequest = z.object({
  uid: Uid,
  tier: z
    .pipe(z.number('Expected a number.'), z.int())
    .check(z.gte(L.tierMin, `Between ${L.tierMin} and ${L.tierMax}.`))
    .check(z.lte(L.tierMax, `Between ${L.tierMin} and ${L.tierMax}.`)),
});
export type SetTierRequest = z.infer<typeof SetTierRequest>;
