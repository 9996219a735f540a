import { z } from 'zod';
import { requiredMessage } from '../errors.js';
import { orderLimits as L } from '../limits.js';
import { OkResponse } from './accounts.js';
import { defineRoute } from './contract.js';
import { DirectoryName, kindOfMime } from './drive.js';
import { requiredOr, text } from './fields.js';
import { EditProduct } from './payments.js';

// Orders (docs/product.md §2 Production routes, §3 Production request / Extension request / Product status /
// Order form, §4, §5, §7 Payment and Comm): a Partner orders an edit or a thumbnail from their
// team, staff deliver, the Partner reviews, revises or accepts; deadlines are the server's.

const Uid = z.uuid(requiredOr('Expected a user id.'));
const RequestId = z.uuid(requiredOr('Expected an order id.'));

/** What an order makes (docs/product.md §3 Production request type). */
export const OrderType = z.enum(['Edit', 'Thumbnail']);
export type OrderType = z.infer<typeof OrderType>;

/** Where an order stands: open until delivered (fulfilled) or cancelled at its due time. */
export const OrderStatus = z.enum(['open', 'fulfilled', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Why an order closed, as the tracker's 'Request Closed' step shows it. */
export const CloseReason = z.enum(['Fulfilled', 'Overdue']);
export type CloseReason = z.infer<typeof CloseReason>;

const description = z
  .string('Expected text.')
  .trim()
  .max(L.descriptionMax, `At most ${L.descriptionMax} characters.`)
  .default('');

/** The message docs/product.md §5 shows when a tick is removed while files of its kind remain. */
export function untickMessage(kind: OrderType): string {
  return kind === 'Edit'
    ? "Delete all uploaded videos before de-selecting 'Video Edit' option"
    : "Delete all uploaded images before de-selecting 'Thumbnail' option";
}

/**
 * The order form (docs/product.md §3 Order form, §5). `assignedEditor` and `assignedArtist` are user ids of
 * team members; `duration` is the minutes of an unused edit credit, and `product` says which edit
 * product when a Video Edit and a Shorts Edit share that duration (Video Edit first when absent).
 */
export const OrderForm = z
  .object({
    videoName: text(L.videoNameMax),
    duration: z.number('Expected a number.').int().min(1).max(600).nullable().optional(),
    product: EditProduct.optional(),
    editDescription: description,
    thumbnailDescription: description,
    editsEnabled: z.boolean('Expected true or false.'),
    thumbnailsEnabled: z.boolean('Expected true or false.'),
    assignedEditor: z.uuid('Expected a user id.').nullable().optional(),
    assignedArtist: z.uuid('Expected a user id.').nullable().optional(),
  })
  .superRefine((form, ctx) => {
    if (!form.editsEnabled && !form.thumbnailsEnabled)
      ctx.addIssue({ code: 'custom', path: ['editsEnabled'], message: requiredMessage });
    if (form.editsEnabled) {
      if (!form.assignedEditor)
        ctx.addIssue({ code: 'custom', path: ['assignedEditor'], message: requiredMessage });
      if (!form.duration)
        ctx.addIssue({ code: 'custom', path: ['duration'], message: requiredMessage });
    }
    if (form.thumbnailsEnabled && !form.assignedArtist)
      ctx.addIssue({ code: 'custom', path: ['assignedArtist'], message: requiredMessage });
  });
export type OrderForm = z.infer<typeof OrderForm>;
export type OrderFormInput = z.input<typeof OrderForm>;

/** A file of the production form (docs/product.md §3 Payload file): its name, MIME type and upload `uri`. */
export const PayloadFile = z.object({
  name: z.string('Expected text.').max(255),
  type: z.string('Expected a MIME type.').max(120),
  uri: z.string(requiredOr('Expected an upload uri.')).min(1, requiredMessage).max(1500),
});
export type PayloadFile = z.infer<typeof PayloadFile>;

/**
 * Body of POST /api/comm/send-production-form (docs/product.md §7): the folder the uploads went to (named
 * from a timestamp), the form, and the uploads. Videos go with the edit, images with the
 * thumbnail; an edit needs at least one video.
 */
export const ProductionFormRequest = z
  .object({
    folderName: DirectoryName,
    form: OrderForm,
    file: z.array(PayloadFile).max(L.filesPerFormMax, `At most ${L.filesPerFormMax} files.`),
  })
  .superRefine((body, ctx) => {
    const kinds = body.file.map((f) => kindOfMime(f.type));
    kinds.forEach((kind, i) => {
      if (!kind)
        ctx.addIssue({
          code: 'custom',
          path: ['file', i, 'type'],
          message: 'Not a video or image.',
        });
    });
    const { editsEnabled, thumbnailsEnabled } = body.form;
    if (editsEnabled && !kinds.includes('video'))
      ctx.addIssue({ code: 'custom', path: ['file'], message: requiredMessage });
    if (!editsEnabled && kinds.includes('video'))
      ctx.addIssue({ code: 'custom', path: ['file'], message: untickMessage('Edit') });
    if (!thumbnailsEnabled && kinds.includes('image'))
      ctx.addIssue({ code: 'custom', path: ['file'], message: untickMessage('Thumbnail') });
  });
export type ProductionFormRequest = z.infer<typeof ProductionFormRequest>;

/** Answer of send-production-form: the orders it opened (an edit, a thumbnail, or both). */
export const ProductionFormResponse = z.object({
  videoRequestId: z.string(),
  requestIds: z.array(z.string()),
});
export type ProductionFormResponse = z.infer<typeof ProductionFormResponse>;

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
    .min(1, requiredMessage)
    .max(L.filesPerFormMax, `At most ${L.filesPerFormMax} files.`),
});
export type FulfillmentRequest = z.infer<typeof FulfillmentRequest>;

/** Answer of send-fulfillment-form: the order, now fulfilled, and what the job earned. */
export const FulfillmentResponse = z.object({
  requestId: z.string(),
  earningsCents: z.number(),
});
export type FulfillmentResponse = z.infer<typeof FulfillmentResponse>;

/** A state of an extension request (docs/product.md §3), plus Expired after 24 h without an answer. */
export const ExtensionState = z.enum(['Pending', 'Accepted', 'Declined', 'Expired']);
export type ExtensionState = z.infer<typeof ExtensionState>;

/** A state of a pass-off: asked by staff, assigned by an Admin, answered by the new staff. */
export const PassOffState = z.enum(['Pending', 'Assigned', 'Accepted', 'Declined']);
export type PassOffState = z.infer<typeof PassOffState>;

/**
 * Product status flags (docs/product.md §3): each step of the tracker. `moreTimeStatus` and
 * `passOffStatus` are null until there is an answer; `closeReason` and `closedOn` until closed.
 */
export const ProductFlags = z.object({
  requestActivated: z.boolean(),
  moreTimeSent: z.boolean(),
  moreTimeStatus: ExtensionState.exclude(['Pending']).nullable(),
  moreTimeDuration: z.number().nullable(),
  passOffSent: z.boolean(),
  passOffStatus: PassOffState.exclude(['Pending']).nullable(),
  newStaff: z.string().nullable(),
  closeReason: CloseReason.nullable(),
  closedOn: z.string().nullable(),
});
export type ProductFlags = z.infer<typeof ProductFlags>;
export type FlagName = keyof ProductFlags;

/** When each step happened (ISO times), for the tracker's dates; null for steps not reached. */
export const ProductTimes = z.object({
  requestOpened: z.string(),
  requestActivated: z.string().nullable(),
  moreTimeSent: z.string().nullable(),
  moreTimeStatus: z.string().nullable(),
  passOffSent: z.string().nullable(),
  passOffStatus: z.string().nullable(),
  closedOn: z.string().nullable(),
});
export type ProductTimes = z.infer<typeof ProductTimes>;

/** The tracker's steps in order; a revision skips activation, more time and pass-off (docs/product.md §4). */
export const statusRanks = [
  'requestActivated',
  'moreTimeSent',
  'moreTimeStatus',
  'passOffSent',
  'passOffStatus',
  'closedOn',
] as const satisfies readonly FlagName[];
export const revisionStatusRanks = ['closedOn'] as const satisfies readonly FlagName[];

/** Answer of GET /api/payment/product (docs/product.md §7): `{ranks, flags}`, plus the steps' times. */
export const ProductStatus = z.object({
  ranks: z.array(z.enum(statusRanks)),
  flags: ProductFlags,
  times: ProductTimes,
});
export type ProductStatus = z.infer<typeof ProductStatus>;

/** Query of GET /api/payment/product: `status` for an order, `status-revision` for a revision. */
export const ProductStatusQuery = z.object({
  type: z.enum(['status', 'status-revision']),
  id: RequestId,
});
export type ProductStatusQuery = z.infer<typeof ProductStatusQuery>;

/** The step the tracker marks as current: the last flag of `ranks` that is set (docs/product.md §4). */
export function currentStep(status: Pick<ProductStatus, 'ranks' | 'flags'>): FlagName | null {
  let current: FlagName | null = null;
  for (const name of status.ranks) if (status.flags[name]) current = name;
  return current;
}

/** An alert's label: the flag name split into words (`moreTimeSent` -> 'More Time Sent'). */
export function flagLabel(name: FlagName): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Whether a set flag needs the viewer's attention (docs/product.md §4): for a Partner, `moreTimeSent` while
 * `moreTimeStatus` is unset; for staff, a pass-off assigned to them (`newStaff` is their name and
 * the pass-off is not answered).
 */
export function isImportant(
  name: FlagName,
  flags: ProductFlags,
  viewer: { accountType: string; name?: string },
): boolean {
  if (name === 'moreTimeSent')
    return viewer.accountType === 'Partner' && flags.moreTimeStatus === null;
  if (name === 'newStaff')
    return (
      viewer.accountType === 'Production' &&
      flags.passOffStatus === 'Assigned' &&
      flags.newStaff === viewer.name
    );
  return false;
}

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
  answeredTime: z.string().nullable(),
});
export type ExtensionRequestView = z.infer<typeof ExtensionRequestView>;

/** The order (requestId) an extension belongs to: GET and PATCH ?id={requestId}. */
export const ExtensionQuery = z.object({ id: RequestId });
export type ExtensionQuery = z.infer<typeof ExtensionQuery>;

/** Answer of GET /api/payment/fulfillment/extension: the request, or `{}` when there is none. */
export const ExtensionResponse = z.union([ExtensionRequestView, z.object({}).strict()]);
export type ExtensionResponse = z.infer<typeof ExtensionResponse>;

/** Body of POST /api/payment/fulfillment/extension (docs/product.md §7): staff ask for more time. */
export const ExtensionRequestBody = z.object({
  extension: z
    .number('Expected a number of days.')
    .int('Whole days only.')
    .min(L.extensionDaysMin, `Between ${L.extensionDaysMin} and ${L.extensionDaysMax} days.`)
    .max(L.extensionDaysMax, `Between ${L.extensionDaysMin} and ${L.extensionDaysMax} days.`)
    .default(L.extensionDaysDefault),
  requestId: RequestId,
  reason: z
    .string('Expected text.')
    .trim()
    .max(L.extensionReasonMax, `At most ${L.extensionReasonMax} characters.`)
    .default(''),
});
export type ExtensionRequestBody = z.infer<typeof ExtensionRequestBody>;
export type ExtensionRequestInput = z.input<typeof ExtensionRequestBody>;

/** Body of PATCH /api/payment/fulfillment/extension?id=: the Partner's answer. */
export const ExtensionAnswer = z.object({
  state: z.enum(['Accepted', 'Declined'], requiredOr('Expected Accepted or Declined.')),
});
export type ExtensionAnswer = z.infer<typeof ExtensionAnswer>;

/** A delivered or raw file of an order, as lists show it (docs/product.md §3 request `id` and `name`). */
export const OrderFileRef = z.object({ id: z.string(), name: z.string(), mime: z.string() });
export type OrderFileRef = z.infer<typeof OrderFileRef>;

/** A person on an order. */
export const OrderPerson = z.object({ uid: z.string(), name: z.string(), username: z.string() });
export type OrderPerson = z.infer<typeof OrderPerson>;

/**
 * A production request (docs/product.md §3): the §3 fields, where `id` and `name` are the first delivered
 * file (null before delivery), plus what the Inbox and the home page show.
 */
export const ProductionRequest = z.object({
  requestId: z.string(),
  title: z.string(),
  type: OrderType,
  isRevision: z.boolean(),
  videoRequestId: z.string(),
  ofRequestId: z.string().nullable(),
  client: z.string(),
  staffName: z.string(),
  author: z.string(),
  createdTime: z.string(),
  dueTime: z.string(),
  message: z.string(),
  revisions: z.number(),
  revisionDisabled: z.boolean(),
  id: z.string().nullable(),
  name: z.string().nullable(),
  // Beyond §3:
  status: OrderStatus,
  clientUser: OrderPerson,
  staffUser: OrderPerson,
  originalDueTime: z.string(),
  durationMinutes: z.number().nullable(),
  product: z.string().nullable(),
  folderId: z.string(),
  folderName: z.string(),
  closedTime: z.string().nullable(),
  closeReason: CloseReason.nullable(),
  deliveries: z.array(OrderFileRef),
  /** The tracker's flags, so lists need no call per card. */
  progress: ProductStatus,
  /** A pass-off waiting for an Admin (Pending) or the new staff member (Assigned). */
  passOff: z
    .object({
      state: PassOffState,
      reason: z.string(),
      from: z.string(),
      newStaff: OrderPerson.nullable(),
    })
    .nullable(),
});
export type ProductionRequest = z.infer<typeof ProductionRequest>;

/**
 * Query of GET /api/payment/fulfillment/requests (docs/product.md §7): `unfulfilled` or `fulfilled` (closed:
 * delivered or cancelled) orders of the caller; `management=true` the Partner's activity (an
 * Admin: every open order); `uid` a client's open orders assigned to the caller (fulfilment form).
 */
export const RequestsQuery = z.object({
  type: z.enum(['unfulfilled', 'fulfilled']),
  management: z.enum(['true', 'false']).optional(),
  uid: Uid.optional(),
});
export type RequestsQuery = z.infer<typeof RequestsQuery>;

/** Answer of the requests and work lists. */
export const RequestsResponse = z.object({ items: z.array(ProductionRequest) });
export type RequestsResponse = z.infer<typeof RequestsResponse>;

/** Query of GET /api/payment/fulfillment/work (docs/product.md §7): open orders assigned to the caller. */
export const WorkQuery = z.object({ type: z.literal('assigned') });
export type WorkQuery = z.infer<typeof WorkQuery>;

/** Query naming one order. */
export const RequestQuery = z.object({ id: RequestId });
export type RequestQuery = z.infer<typeof RequestQuery>;

/** Body naming one order (activate). */
export const RequestRef = z.object({ requestId: RequestId });
export type RequestRef = z.infer<typeof RequestRef>;

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
  state: z.enum(['Accepted', 'Declined'], requiredOr('Expected Accepted or Declined.')),
});
export type PassOffAnswer = z.infer<typeof PassOffAnswer>;

/** Body of POST /api/drive/update/revisions/{fileId} (docs/product.md §7): what to change, 20-400. */
export const RevisionRequest = z.object({
  message: z
    .string(requiredOr('Expected text.'))
    .trim()
    .min(1, requiredMessage)
    .min(L.revisionMessageMin, 'Message must be at least 20 characters long!')
    .max(L.revisionMessageMax, `At most ${L.revisionMessageMax} characters.`),
});
export type RevisionRequest = z.infer<typeof RevisionRequest>;

/** Path of the revision route: a delivered file of an Edit order. */
export const RevisionParams = z.object({
  fileId: z.string().regex(/^[a-f0-9]{32}$/, 'Not a file id.'),
});

/** Answer of a revision request: the new order, and how many revisions the original has left. */
export const RevisionResponse = z.object({ requestId: z.string(), revisionsLeft: z.number() });
export type RevisionResponse = z.infer<typeof RevisionResponse>;

/** One paid job of a staff member (docs/product.md §9 pay table). */
export const EarningItem = z.object({
  requestId: z.string(),
  title: z.string(),
  type: OrderType,
  isRevision: z.boolean(),
  tier: z.number(),
  amountCents: z.number(),
  earnedTime: z.string(),
});
export type EarningItem = z.infer<typeof EarningItem>;

/** Query of GET /api/payment/fulfillment/earnings: a month, `YYYY-MM` (default: this month, UTC). */
export const EarningsQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month (YYYY-MM).')
    .optional(),
  uid: Uid.optional(),
});
export type EarningsQuery = z.infer<typeof EarningsQuery>;

/** A staff member's earnings for one month. */
export const EarningsResponse = z.object({
  month: z.string(),
  totalCents: z.number(),
  items: z.array(EarningItem),
});
export type EarningsResponse = z.infer<typeof EarningsResponse>;

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
