import type {
  ExtensionRequestView,
  ProductFlags,
  ProductStatus,
  ProductionRequest,
} from '../../common/api/orders';
import { statusRanks } from '../../common/api/orders';
import type { DriveFile } from '../../common/api/drive';
import type { EditCreditRow } from '../../common/api/payments';

// Answers of the order routes as the server sends them, for component tests.

/** Ids of the demo people and orders of the order form tests. */
export const ids = {
  partner: '8f2b8c1e-0000-4000-8000-000000000001',
  editor: '11111111-1111-4111-8111-111111111111',
  editor2: '22222222-2222-4222-8222-222222222222',
  artist: '33333333-3333-4333-8333-333333333333',
  allrounder: '44444444-4444-4444-8444-444444444444',
  client2: '55555555-5555-4555-8555-555555555555',
  order: '66666666-6666-4666-8666-666666666666',
  order2: '77777777-7777-4777-8777-777777777777',
} as const;

export const partnerUid = ids.partner;
export const editorUid = '8f2b8c1e-0000-4000-8000-000000000002';
export const orderId = '0b6f1a52-1111-4000-8000-000000000001';

/** Product status flags with nothing set. */
export function flagsFixture(overrides: Partial<ProductFlags> = {}): ProductFlags {
  return {
    requestActivated: false,
    moreTimeSent: false,
    moreTimeStatus: null,
    moreTimeDuration: null,
    passOffSent: false,
    passOffStatus: null,
    newStaff: null,
    closeReason: null,
    closedOn: null,
    ...overrides,
  };
}

/** A product status of an order opened on 1 March 2026. */
export function statusFixture(
  flags: Partial<ProductFlags> = {},
  times: Partial<ProductStatus['times']> = {},
  ranks: ProductStatus['ranks'] = [...statusRanks],
): ProductStatus {
  return {
    ranks,
    flags: flagsFixture(flags),
    times: {
      requestOpened: '2026-03-01T10:00:00.000Z',
      requestActivated: null,
      moreTimeSent: null,
      moreTimeStatus: null,
      passOffSent: null,
      passOffStatus: null,
      closedOn: null,
      ...times,
    },
  };
}

/** An open Edit order of Pat Partner for Eddie Editor. */
export function orderFixture(overrides: Partial<ProductionRequest> = {}): ProductionRequest {
  return {
    requestId: orderId,
    title: 'Castle speedrun',
    type: 'Edit',
    isRevision: false,
    videoRequestId: '0b6f1a52-2222-4000-8000-000000000001',
    ofRequestId: null,
    client: 'Pat Partner',
    staffName: 'Eddie Editor',
    author: partnerUid,
    createdTime: '2026-03-01T10:00:00.000Z',
    dueTime: '2026-03-03T10:00:00.000Z',
    message: 'Cut the boring parts, keep the boss fight.',
    revisions: 1,
    revisionDisabled: false,
    id: null,
    name: null,
    status: 'open',
    clientUser: { uid: partnerUid, name: 'Pat Partner', username: 'partner' },
    staffUser: { uid: editorUid, name: 'Eddie Editor', username: 'editor' },
    originalDueTime: '2026-03-03T10:00:00.000Z',
    durationMinutes: 10,
    product: 'Video Edit',
    folderId: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0',
    folderName: '2026-03-01 10-00-00',
    closedTime: null,
    closeReason: null,
    deliveries: [],
    progress: statusFixture(),
    passOff: null,
    deliveryMessage: null,
    review: null,
    version: 1,
    ...overrides,
  };
}

const person = (uid: string, name: string) => ({
  uid,
  name,
  username: name.toLowerCase().replace(/\s+/g, ''),
});

/** An open order due in 2099 of Pat Partner for Eddie Editor, as the order form tests list it. */
export function order(overrides: Partial<ProductionRequest> = {}): ProductionRequest {
  return orderFixture({
    requestId: ids.order,
    title: 'Speedrun highlights',
    videoRequestId: '99999999-9999-4999-8999-999999999999',
    author: 'Pat Partner',
    createdTime: '2026-11-20T10:00:00.000Z',
    dueTime: '2099-11-23T10:00:00.000Z',
    message: 'Cut the boring parts.',
    clientUser: person(ids.partner, 'Pat Partner'),
    staffUser: person(ids.editor, 'Eddie Editor'),
    originalDueTime: '2099-11-23T10:00:00.000Z',
    folderId: 'folder-1',
    folderName: '2026-11-20 10:00:00 UTC',
    progress: statusFixture({}, { requestOpened: '2026-11-20T10:00:00.000Z' }),
    ...overrides,
  });
}

/** Unused edit credits: two 10 min and one 20 min Video Edit, one 1 min Shorts Edit. */
export const creditRows: EditCreditRow[] = [
  { Duration: 10, Product: 'Video Edit' },
  { Duration: 20, Product: 'Video Edit' },
  { Duration: 1, Product: 'Shorts Edit' },
  { Duration: 10, Product: 'Video Edit' },
];

/** A file of an order's folder. */
export function driveFileFixture(overrides: Partial<DriveFile> = {}): DriveFile {
  return {
    id: 'a'.repeat(32),
    name: 'raw-footage.mp4',
    mime: 'video/mp4',
    kind: 'video',
    size: 1024,
    sha256: null,
    state: 'finished',
    createdTime: '2026-03-01T10:00:00.000Z',
    finishedTime: '2026-03-01T10:05:00.000Z',
    layer: 1,
    orderId,
    orderTitle: 'Castle speedrun',
    folderId: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0',
    folderName: '2026-03-01 10-00-00',
    uploader: { uid: partnerUid, name: 'Pat Partner' },
    canControl: false,
    ...overrides,
  };
}

/** A pending request for two more days, made on 2 March 2026. */
export function extensionFixture(
  overrides: Partial<ExtensionRequestView> = {},
): ExtensionRequestView {
  return {
    requestId: orderId,
    state: 'Pending',
    extension: 2,
    reason: 'The footage is longer than planned.',
    staff: 'Eddie Editor',
    createdTime: '2026-03-02T10:00:00.000Z',
    expiresTime: '2026-03-03T10:00:00.000Z',
    answeredTime: null,
    ...overrides,
  };
}
