import { z } from 'zod/mini';
import { orderLimits as L } from '../../limits.js';
import { plainText, required } from '../fields.js';
import { RequestId } from './ids.js';
import { ExtensionState } from './status.js';

/** An extension request as both sides see it (docs/product.md §3 Extension request). */
export const ExtensionRequestView = z.object({
  requestId: z.string(),
  state: ExtensionState,
  extension: z.number(),
  reason: z.string(),
  staff: z.string(),
  createdTime: z.string(),
  /** When the Partner's 24 hours to answer end. */
  expiresTime: z.string(),
  answeredTime: z.nullable(z.string()),
});
export type ExtensionRequestView = z.infer<typeof ExtensionRequestView>;

/** The order (requestId) an extension belongs to: GET and PATCH ?id={requestId}. */
export const ExtensionQuery = z.object({ id: RequestId });
export type ExtensionQuery = z.infer<typeof ExtensionQuery>;

/** Answer of GET /api/payment/fulfillment/extension: the request, or `{}` when there is none. */
export const ExtensionResponse = z.union([ExtensionRequestView, z.strictObject({})]);
export type ExtensionResponse = z.infer<typeof ExtensionResponse>;

/** Body of POST /api/payment/fulfillment/extension (docs/product.md §7): staff ask for more time. */
export const ExtensionRequestBody = z.object({
  extension: z._default(
    z
      .pipe(z.number('Expected a number of days.'), z.int('Whole days only.'))
      .check(
        z.gte(L.extensionDaysMin, `Between ${L.extensionDaysMin} and ${L.extensionDaysMax} days.`),
      )
      .check(
        z.lte(L.extensionDaysMax, `Between ${L.extensionDaysMin} and ${L.extensionDaysMax} days.`),
      ),
    L.extensionDaysDefault,
  ),
  requestId: RequestId,
  reason: z._default(
    plainText('Expected text.', { multiline: true })
      .check(z.trim())
      .check(z.maxLength(L.extensionReasonMax, `At most ${L.extensionReasonMax} characters.`)),
    '',
  ),
});
export type ExtensionRequestBody = z.infer<typeof ExtensionRequestBody>;
export type ExtensionRequestInput = z.input<typeof ExtensionRequestBody>;

/** Body of PATCH /api/payment/fulfillment/extension?id=: the Partner's answer. */
export const ExtensionAnswer = z.object({
  state: required(z.enum(['Accepted', 'Declined'], 'Expected Accepted or Declined.')),
});
export type ExtensionAnswer = z.infer<typeof ExtensionAnswer>;
