import { z } from 'zod';
import { orderLimits as L } from '../../limits.js';
import { plainText, required } from '../fields.js';
import { RequestId } from './ids.js';

/**
 * Where a delivery stands with its Partner: `awaiting` their review, `revised` (a revision of it
 * is open or delivered), or `accepted` (by the Partner, or automatically after a week).
 */
export const ReviewState = z.enum(['awaiting', 'revised', 'accepted']);
export type ReviewState = z.infer<typeof ReviewState>;

/** A delivered order's review, as the Inbox and Home show it; null on an undelivered order. */
export const DeliveryReview = z.object({
  state: ReviewState,
  stars: z.number().nullable(),
  comment: z.string().nullable(),
  acceptedTime: z.string().nullable(),
  /** True when nobody answered for a week and the delivery was accepted for the Partner. */
  auto: z.boolean(),
  /** While awaiting: when it will be accepted automatically. */
  autoAcceptTime: z.string().nullable(),
});
export type DeliveryReview = z.infer<typeof DeliveryReview>;

/** Body of POST /api/payment/fulfillment/accept: the Partner accepts a delivery and rates it. */
export const AcceptDeliveryRequest = z.object({
  requestId: RequestId,
  stars: required(
    z
      .number('Choose 1 to 5 stars.')
      .int('Choose 1 to 5 stars.')
      .min(L.reviewStarsMin, 'Choose 1 to 5 stars.')
      .max(L.reviewStarsMax, 'Choose 1 to 5 stars.'),
  ),
  comment: plainText('Expected text.', { multiline: true })
    .trim()
    .max(L.reviewCommentMax, `At most ${L.reviewCommentMax} characters.`)
    .default(''),
});
export type AcceptDeliveryRequest = z.infer<typeof AcceptDeliveryRequest>;
export type AcceptDeliveryInput = z.input<typeof AcceptDeliveryRequest>;
