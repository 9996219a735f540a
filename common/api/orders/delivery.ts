import { z } from 'zod/mini';
import { orderLimits as L } from '../../limits.js';
import { nonEmpty, plainText } from '../fields.js';
import { RequestId, Uid } from './ids.js';
import { PayloadFile } from './order-form.js';

/** Query of POST /api/comm/send-fulfillment-form: the client whose order is delivered. */
export const FulfillmentQuery = z.object({ uid: Uid });
export type FulfillmentQuery = z.infer<typeof FulfillmentQuery>;

/**
 * Body of send-fulfillment-form (docs/product.md §7): `videoData` names the order (other fields the old
 * client sends are ignored); each file is an upload of the staff member (`author`: their uid).
 */
export const FulfillmentRequest = z.object({
  videoData: z.object({ requestId: RequestId }),
  file: z
    .array(z.object({ author: Uid, uri: PayloadFile.shape.uri }))
    .check(nonEmpty())
    .check(z.maxLength(L.filesPerFormMax, `At most ${L.filesPerFormMax} files.`)),
  /** Beyond §7: a note to the Partner shown with the delivery ("music is a placeholder"). */
  message: z._default(
    plainText('Expected text.', { multiline: true })
      .check(z.trim())
      .check(z.maxLength(L.deliveryMessageMax, `At most ${L.deliveryMessageMax} characters.`)),
    '',
  ),
});
export type FulfillmentInput = z.input<typeof FulfillmentRequest>;
export type FulfillmentRequest = z.infer<typeof FulfillmentRequest>;

/** Answer of send-fulfillment-form: the order, now fulfilled, and what the job earned. */
export const FulfillmentResponse = z.object({
  requestId: z.string(),
  earningsCents: z.number(),
});
export type FulfillmentResponse = z.infer<typeof FulfillmentResponse>;
