import { z } from 'zod/mini';
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
  stars: z.nullable(z.number()),
  comment: z.nullable(z.string()),
  acceptedTime: z.nullable(z.string()),
  /** True when nobody answered for a week and the delivery was accepted for the Partner. */
  auto: z.boolean(),
  /** While awaiting: when it will be accepted automatically. */
  autoAcceptTime: z.nullable(z.string()),
});
export type DeliveryReview = z.infer<typeof DeliveryReview>;

/** Body of POST /api/payment/fulfillment/accept: the Partner accepts a delivery and rates it. */
export const AcceptDeliveryRequest = z.object({
  requestId: RequestId,
  stars: required(
    z
      .pipe(z.number('Choose 1 to 5 stars.'), z.int('Choose 1 to 5 stars.'))
      .check(z.gte(L.reviewStarsMin, 'Choose 1 to 5 stars.'))
      .check(z.lte(L.reviewStarsMax, 'Choose 1 to 5 stars.')),
  ),
  comment: z._default(
    plainText('Expected text.', { multiline: true })
      .check(z.trim())
      .check(z.maxLength(L.reviewCommentMax, `At most ${L.reviewCommentMax} characters.`)),
    '',
  ),
});
export type AcceptDeliveryRequest = z.infer<typeof AcceptDeliveryRequest>;
export type AcceptDeliveryInput = z.input<typeof AcceptDeliveryRequest>;
