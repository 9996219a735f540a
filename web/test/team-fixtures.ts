import type { Friendship, TeamMember, TeamResponse } from '../../common/api/teams';
import { ids } from './order-fixtures';

// Answers of the team routes as the server sends them, for the order form tests.

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

/** A contact of the staff member's list. */
export function client(uid: string, name: string, username: string): Friendship {
  return { uid, name, username, accountType: 'Partner', relationship: ['Editor'], self: false };
}
