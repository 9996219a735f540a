import { z } from 'zod';
import { OkResponse } from '../accounts.js';
import { defineRoute } from '../contract.js';
import { FulfillmentQuery, FulfillmentRequest, FulfillmentResponse } from './delivery.js';
import { EarningsQuery, EarningsResponse } from './earnings.js';
import {
  ExtensionAnswer,
  ExtensionQuery,
  ExtensionRequestBody,
  ExtensionRequestView,
  ExtensionResponse,
} from './extensions.js';
import {
  RequestQuery,
  RequestRef,
  RequestsQuery,
  RequestsResponse,
  ReviewsQuery,
  WorkQuery,
  ProductionRequest,
} from './lists.js';
import { ProductionFormRequest, ProductionFormResponse } from './order-form.js';
import { PassOffAnswer, PassOffAssign, PassOffRequest } from './pass-off.js';
import { AcceptDeliveryRequest } from './reviews.js';
import { RevisionParams, RevisionRequest, RevisionResponse } from './revisions.js';
import { ProductStatus, ProductStatusQuery } from './status.js';

/** The order routes: docs/product.md §7 Payment and Comm calls, plus activation, pass-off and earnings. */
export const orderRoutes = {
  sendProductionForm: defineRoute({
    method: 'POST',
    path: '/api/comm/send-production-form',
    auth: true,
    body: ProductionFormRequest,
    response: ProductionFormResponse,
  }),
  sendFulfillmentForm: defineRoute({
    method: 'POST',
    path: '/api/comm/send-fulfillment-form',
    auth: true,
    query: FulfillmentQuery,
    body: FulfillmentRequest,
    response: FulfillmentResponse,
  }),
  requests: defineRoute({
    method: 'GET',
    path: '/api/payment/fulfillment/requests',
    auth: true,
    query: RequestsQuery,
    response: RequestsResponse,
  }),
  request: defineRoute({
    method: 'GET',
    path: '/api/payment/fulfillment/request',
    auth: true,
    query: RequestQuery,
    response: ProductionRequest,
  }),
  work: defineRoute({
    method: 'GET',
    path: '/api/payment/fulfillment/work',
    auth: true,
    query: WorkQuery,
    response: RequestsResponse,
  }),
  productStatus: defineRoute({
    method: 'GET',
    path: '/api/payment/product',
    auth: true,
    query: ProductStatusQuery,
    response: ProductStatus,
  }),
  activate: defineRoute({
    method: 'POST',
    path: '/api/payment/fulfillment/activate',
    auth: true,
    body: RequestRef,
    response: ProductStatus,
  }),
  extension: defineRoute({
    method: 'GET',
    path: '/api/payment/fulfillment/extension',
    auth: true,
    query: ExtensionQuery,
    response: ExtensionResponse,
  }),
  requestExtension: defineRoute({
    method: 'POST',
    path: '/api/payment/fulfillment/extension',
    auth: true,
    body: ExtensionRequestBody,
    response: ExtensionRequestView,
  }),
  answerExtension: defineRoute({
    method: 'PATCH',
    path: '/api/payment/fulfillment/extension',
    auth: true,
    query: ExtensionQuery,
    body: ExtensionAnswer,
    response: ExtensionRequestView,
  }),
  requestPassOff: defineRoute({
    method: 'POST',
    path: '/api/payment/fulfillment/pass-off',
    auth: true,
    body: PassOffRequest,
    response: ProductStatus,
  }),
  assignPassOff: defineRoute({
    method: 'PATCH',
    path: '/api/payment/fulfillment/pass-off',
    auth: true,
    query: RequestQuery,
    body: PassOffAssign,
    response: ProductStatus,
  }),
  answerPassOff: defineRoute({
    method: 'POST',
    path: '/api/payment/fulfillment/pass-off/answer',
    auth: true,
    query: RequestQuery,
    body: PassOffAnswer,
    response: ProductStatus,
  }),
  requestRevision: defineRoute({
    method: 'POST',
    path: '/api/drive/update/revisions/:fileId',
    auth: true,
    params: RevisionParams,
    body: RevisionRequest,
    response: RevisionResponse,
  }),
  /** Beyond §7: the Partner's delivered orders awaiting their review, newest first. */
  reviews: defineRoute({
    method: 'GET',
    path: '/api/payment/fulfillment/reviews',
    auth: true,
    query: ReviewsQuery,
    response: RequestsResponse,
  }),
  /** Beyond §7: the Partner accepts a delivery with 1-5 stars and an optional comment. */
  acceptDelivery: defineRoute({
    method: 'POST',
    path: '/api/payment/fulfillment/accept',
    auth: true,
    body: AcceptDeliveryRequest,
    response: ProductionRequest,
  }),
  earnings: defineRoute({
    method: 'GET',
    path: '/api/payment/fulfillment/earnings',
    auth: true,
    query: EarningsQuery,
    response: EarningsResponse,
  }),
} as const;

/** Body of POST /api/test/clock: moves the orders clock forward (test servers only). */
export const ClockAdvance = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 60),
});
export type ClockAdvance = z.infer<typeof ClockAdvance>;

/** The test clock route; it exists only when the server runs with E2E_CLOCK=true. */
export const testClockRoute = defineRoute({
  method: 'POST',
  path: '/api/test/clock',
  auth: false,
  body: ClockAdvance,
  response: OkResponse,
});
