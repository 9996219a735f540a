import { z } from 'zod/mini';
import { teamLimits as L } from '../../limits.js';
import { missingIssue, plainText, required } from '../fields.js';
import { Uid } from './inputs.js';
import { IsoDate } from './members.js';
import { vacationDays } from './scheduler.js';

// Booked vacations (docs/teams.md Availability): several future ranges that never overlap, each
// cancellable before it starts and endable early once it has, each kept with who booked,
// cancelled or ended it and when.

/** Someone who made a change, as the staff page names them. */
export const ChangedBy = z.nullable(z.object({ uid: z.string(), name: z.string() }));

/** One booked vacation range. */
export const BookedVacation = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  bookedBy: ChangedBy,
  bookedAt: z.string(),
  cancelledBy: ChangedBy,
  cancelledAt: z.nullable(z.string()),
  /** Who ended it early and when; `end` is then the day it was ended. */
  endedBy: ChangedBy,
  endedAt: z.nullable(z.string()),
});
export type BookedVacation = z.infer<typeof BookedVacation>;

/** Query of GET /api/staff/vacations: one's own, or (Admin) a named staff member's. */
export const VacationsQuery = z.object({ uid: z.optional(Uid) });
export type VacationsQuery = z.infer<typeof VacationsQuery>;

/** Answer of GET /api/staff/vacations: every range, newest start first, cancelled ones too. */
export const VacationList = z.object({ vacations: z.array(BookedVacation) });
export type VacationList = z.infer<typeof VacationList>;

/** Body of POST /api/staff/vacations: a range of days; an Admin names the staff member. */
export const BookVacation = z
  .object({
    uid: z.optional(Uid),
    start: required(IsoDate),
    end: required(IsoDate),
  })
  .check(
    z.superRefine((v, ctx) => {
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
export type BookVacation = z.infer<typeof BookVacation>;

/** Path of DELETE /api/staff/vacations/:id and POST /api/staff/vacations/:id/end. */
export const VacationParams = z.object({ id: required(z.uuid('Expected a vacation id.')) });
export type VacationParams = z.infer<typeof VacationParams>;

/**
 * Body of PUT /api/admin/staff/:uid/status: an Admin sets a staff member Available (which ends a
 * vacation in progress) or Busy, saying why; the reason is for Admins only.
 */
export const AdminStatusUpdate = z
  .object({
    status: required(
      z.enum(['Available', 'Busy'], 'Choose Available or Busy; book a vacation below.'),
    ),
    reason: z.optional(
      plainText()
        .check(z.trim())
        .check(z.maxLength(L.statusReasonMax, `At most ${L.statusReasonMax} characters.`)),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.status === 'Busy' && !v.reason) ctx.addIssue(missingIssue(['reason']));
    }),
  );
export type AdminStatusUpdate = z.infer<typeof AdminStatusUpdate>;

/** Who last set the staff member's status, and when; an Admin's Busy carries its reason. */
export const StatusChange = z.object({
  by: ChangedBy,
  at: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type StatusChange = z.infer<typeof StatusChange>;

/** Path of the Admin's routes about one staff member. */
export const StaffUidParams = z.object({ uid: Uid });
