import type { ProductionRequest } from '../../../common/api/orders';
import type { EditCreditRow } from '../../../common/api/payments';
import type { Friendship, TeamMember, TeamResponse } from '../../../common/api/teams';
import { jsonResponse } from '../../test/render';

/** Ids of the demo people of the order tests. */
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

/** A team member as GET /api/comm/team answers it. */
export function member(over: Partial<TeamMember> & Pick<TeamMember, 'uid' | 'name'>): TeamMember {
  return {
    username: over.name.toLowerCase().replace(/\s+/g, ''),
    accountType: 'Production',
    relationship: ['Editor'],
    isEditor: true,
    isArtist: false,
    editSpeed: 3,
    thumbnailSpeed: null,
    status: 'Available',
    busyLink: null,
    busyTitle: null,
    vacation: null,
    ...over,
  };
}

/** The Partner's team: an Available editor and artist, a Busy editor, an allrounder away. */
export function teamAnswer(members?: TeamMember[]): TeamResponse {
  return {
    partner: { uid: ids.partner, username: 'pat', name: 'Pat Partner', plan: 'Standard' },
    limit: 4,
    members: members ?? [
      member({ uid: ids.editor, name: 'Eddie Editor', editSpeed: 3 }),
      member({ uid: ids.editor2, name: 'Busy Bea', editSpeed: 1, status: 'Busy' }),
      member({
        uid: ids.artist,
        name: 'Ada Artist',
        relationship: ['Artist'],
        isEditor: false,
        isArtist: true,
        editSpeed: null,
        thumbnailSpeed: 2,
      }),
      member({
        uid: ids.allrounder,
        name: 'Al Rounder',
        relationship: ['Editor', 'Artist'],
        isArtist: true,
        thumbnailSpeed: 1,
        status: 'Vacation',
      }),
    ],
    group: null,
  };
}

/** Unused edit credits: two 10 min and one 20 min Video Edit, one 1 min Shorts Edit. */
export const creditRows: EditCreditRow[] = [
  { Duration: 10, Product: 'Video Edit' },
  { Duration: 20, Product: 'Video Edit' },
  { Duration: 1, Product: 'Shorts Edit' },
  { Duration: 10, Product: 'Video Edit' },
];

/** A contact of the staff member's list. */
export function client(uid: string, name: string, username: string): Friendship {
  return { uid, name, username, accountType: 'Partner', relationship: ['Editor'], self: false };
}

const person = (uid: string, name: string) => ({
  uid,
  name,
  username: name.toLowerCase().replace(/\s+/g, ''),
});

/** An open order as GET /api/payment/fulfillment/requests lists it. */
export function order(over: Partial<ProductionRequest> = {}): ProductionRequest {
  return {
    requestId: ids.order,
    title: 'Speedrun highlights',
    type: 'Edit',
    isRevision: false,
    videoRequestId: '99999999-9999-4999-8999-999999999999',
    ofRequestId: null,
    client: 'Pat Partner',
    staffName: 'Eddie Editor',
    author: 'Pat Partner',
    createdTime: '2026-11-20T10:00:00.000Z',
    dueTime: '2099-11-23T10:00:00.000Z',
    message: 'Cut the boring parts.',
    revisions: 1,
    revisionDisabled: false,
    id: null,
    name: null,
    status: 'open',
    clientUser: person(ids.partner, 'Pat Partner'),
    staffUser: person(ids.editor, 'Eddie Editor'),
    originalDueTime: '2099-11-23T10:00:00.000Z',
    durationMinutes: 10,
    product: 'Video Edit',
    folderId: 'folder-1',
    folderName: '2026-11-20 10:00:00 UTC',
    closedTime: null,
    closeReason: null,
    deliveries: [],
    progress: {
      ranks: [
        'requestActivated',
        'moreTimeSent',
        'moreTimeStatus',
        'passOffSent',
        'passOffStatus',
        'closedOn',
      ],
      flags: {
        requestActivated: false,
        moreTimeSent: false,
        moreTimeStatus: null,
        moreTimeDuration: null,
        passOffSent: false,
        passOffStatus: null,
        newStaff: null,
        closeReason: null,
        closedOn: null,
      },
      times: {
        requestOpened: '2026-11-20T10:00:00.000Z',
        requestActivated: null,
        moreTimeSent: null,
        moreTimeStatus: null,
        passOffSent: null,
        passOffStatus: null,
        closedOn: null,
      },
    },
    passOff: null,
    ...over,
  };
}

/** An error answer as the server sends it. */
export const errorAnswer = (
  status: number,
  code: string,
  message: string,
  link?: { text: string; href: string },
) => jsonResponse({ error: { code, message, ...(link ? { link } : {}) } }, status);
