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

// The order routes: docs/product.md §7 Payment and Comm calls, plus activation, pass-off and
// earnings. The barrel (common/api/orders.ts) reads them as `orderRoutes`; each is an export of its
// own so that a bundle takes only the routes, and the schemas, its pages call.

export const sendProductionForm = defineRoute({
  method: 'POST',
  path: '/api/comm/send-production-form',
  auth: true,
  body: ProductionFormRequest,
  response: ProductionFormResponse,
});
export const sendFulfillmentForm = defineRoute({
  method: 'POST',
  path: '/api/comm/send-fulfillment-form',
  auth: true,
  query: FulfillmentQuery,
  body: FulfillmentRequest,
  response: FulfillmentResponse,
});
export const requests = defineRoute({
  method: 'GET',
  path: '/api/payment/fulfillment/requests',
  auth: true,
  query: RequestsQuery,
  response: RequestsResponse,
});
export const request = defineRoute({
  method: 'GET',
  path: '/api/payment/fulfillment/request',
  auth: true,
  query: RequestQuery,
  response: ProductionRequest,
});
export const work = defineRoute({
  method: 'GET',
  path: '/api/payment/fulfillment/work',
  auth: true,
  query: WorkQuery,
  response: RequestsResponse,
});
export const productStatus = defineRoute({
  method: 'GET',
  path: '/api/payment/product',
  auth: true,
  query: ProductStatusQuery,
  response: ProductStatus,
});
export const activate = defineRoute({
  method: 'POST',
  path: '/api/payment/fulfillment/activate',
  auth: true,
  body: RequestRef,
  response: ProductStatus,
});
export const extension = defineRoute({
  method: 'GET',
  path: '/api/payment/fulfillment/extension',
  auth: true,
  query: ExtensionQuery,
  response: ExtensionResponse,
});
export const requestExtension = defineRoute({
  method: 'POST',
  path: '/api/payment/fulfillment/extension',
  auth: true,
  body: ExtensionRequestBody,
  response: ExtensionRequestView,
});
export const answerExtension = defineRoute({
  method: 'PATCH',
  path: '/api/payment/fulfillment/extension',
  auth: true,
  query: ExtensionQuery,
  body: ExtensionAnswer,
  response: ExtensionRequestView,
});
export const requestPassOff = defineRoute({
  method: 'POST',
  path: '/api/payment/fulfillment/pass-off',
  auth: true,
  body: PassOffRequest,
  response: ProductStatus,
});
export const assignPassOff = defineRoute({
  method: 'PATCH',
  path: '/api/payment/fulfillment/pass-off',
  auth: true,
  query: RequestQuery,
  body: PassOffAssign,
  response: ProductStatus,
});
export const answerPassOff = defineRoute({
  method: 'POST',
  path: '/api/payment/fulfillment/pass-off/answer',
  auth: true,
  query: RequestQuery,
  body: PassOffAnswer,
  response: ProductStatus,
});
export const requestRevision = defineRoute({
  method: 'POST',
  path: '/api/drive/update/revisions/:fileId',
  auth: true,
  params: RevisionParams,
  body: RevisionRequest,
  response: RevisionResponse,
});
/** Beyond §7: the Partner's delivered orders awaiting their review, newest first. */
export const reviews = defineRoute({
  method: 'GET',
  path: '/api/payment/fulfillment/reviews',
  auth: true,
  query: ReviewsQuery,
  response: RequestsResponse,
});
/** Beyond §7: the Partner accepts a delivery with 1-5 stars and an optional comment. */
export const acceptDelivery = defineRoute({
  method: 'POST',
  path: '/api/payment/fulfillment/accept',
  auth: true,
  body: AcceptDeliveryRequest,
  response: ProductionRequest,
});
export const earnings = defineRoute({
  method: 'GET',
  path: '/api/payment/fulfillment/earnings',
  auth: true,
  query: EarningsQuery,
  response: EarningsResponse,
});
