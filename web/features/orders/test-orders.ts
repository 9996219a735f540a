import type {
  ExtensionRequestView,
  ProductFlags,
  ProductStatus,
  ProductionRequest,
} from '../../../common/api/orders';
import { statusRanks } from '../../../common/api/orders';
import type { DriveFile } from '../../../common/api/drive';

// Answers of the order routes as the server sends them, for component tests.

export const partnerUid = '8f2b8c1e-0000-4000-8000-000000000001';
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
    ...overrides,
  };
}

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
