import { z } from 'zod/mini';
import { orderLimits as L } from '../../limits.js';
import { required, text } from '../fields.js';
import { RequestId, Uid } from './ids.js';

/** Body of POST /api/payment/fulfillment/pass-off: staff ask to hand an order to someone else. */
export const PassOffRequest = z.object({
  requestId: RequestId,
  reason: text(L.passOffReasonMax, { multiline: true }),
});
export type PassOffRequest = z.infer<typeof PassOffRequest>;

/** Body of PATCH /api/payment/fulfillment/pass-off?id=: an Admin picks the new staff member. */
export const PassOffAssign = z.object({ newStaff: Uid });
export type PassOffAssign = z.infer<typeof PassOffAssign>;

/** Body of POST /api/payment/fulfillment/pass-off/answer?id=: the new staff member answers. */
export const PassOffAnswer = z.object({
  state: required(z.enum(['Accepted', 'Declined'], 'Expected Accepted or Declined.')),
});
export type PassOffAnswer = z.infer<typeof PassOffAnswer>;
