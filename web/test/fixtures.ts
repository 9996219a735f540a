import type { LoginResponse, Me } from '../../common/api/accounts';

/** A login answer as the server sends it, refresh token included, for tests. */
export function loginAnswer(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    error: 'none',
    userid: 'pat',
    useremail: 'pat@example.com',
    useruid: '8f2b8c1e-0000-4000-8000-000000000001',
    useraccounttype: 'Partner',
    userrating: 5,
    name: 'Pat Partner',
    accessToken: 'access-token-1',
    refreshToken: 'refresh-token-secret',
    plan: 'Standard',
    userrblx: 'PatBuilds',
    usertarget: 4,
    userownership: 0,
    usereditors: 0,
    ...overrides,
  };
}

/** The profile GET /api/user/me answers for the Partner of loginAnswer(), for tests. */
export function meAnswer(overrides: Partial<Me> = {}): Me {
  return {
    uid: '8f2b8c1e-0000-4000-8000-000000000001',
    username: 'pat',
    name: 'Pat Partner',
    email: 'pat@example.com',
    accountType: 'Partner',
    plan: 'Standard',
    rating: 5,
    isEditor: false,
    isArtist: false,
    editSpeedDays: null,
    thumbnailSpeedDays: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    timeZone: 'UTC',
    avatarUrl: null,
    ...overrides,
  };
}
