import { describe, expect, it } from 'vitest';
import {
  assignableStaff,
  plainContacts,
  StatusUpdate,
  teamBuilderEntries,
  TeamChange,
  UpdateProductionInfo,
  type Friendship,
  type TeamMember,
} from './teams.js';

const entry = (over: Partial<Friendship>): Friendship => ({
  uid: 'u',
  name: 'Someone',
  username: 'someone',
  accountType: 'Partner',
  relationship: ['Default'],
  self: false,
  ...over,
});

describe('teamBuilderEntries (docs/product.md §3 rules)', () => {
  it('drops groups, skips entries whose first relationship is Default, expands Production', () => {
    const entries = teamBuilderEntries([
      entry({ uid: 'g', accountType: 'Group', relationship: ['Group'] }),
      entry({ uid: 'me', self: true }),
      entry({ uid: 'adm', accountType: 'Admin' }),
      entry({ uid: 'p1', accountType: 'Production', relationship: ['Editor', 'Artist'] }),
      entry({ uid: 'p2', accountType: 'Production', relationship: ['Artist', 'Default'] }),
      entry({ uid: 'p3', accountType: 'Production', relationship: ['Default', 'Editor'] }),
      entry({ uid: 'c1', accountType: 'Partner', relationship: ['Editor'] }),
    ]);
    expect(entries.map((e) => [e.uid, e.accountType])).toEqual([
      ['p1', 'Editor'],
      ['p1', 'Artist'],
      ['p2', 'Artist'],
      ['c1', 'Partner'],
    ]);
  });
});

describe('plainContacts', () => {
  it('keeps Default entries but never self, groups or Admins', () => {
    const contacts = plainContacts([
      entry({ uid: 'me', self: true }),
      entry({ uid: 'g', accountType: 'Group', relationship: ['Group'] }),
      entry({ uid: 'adm', accountType: 'Admin' }),
      entry({ uid: 'p1', accountType: 'Production', relationship: ['Editor'] }),
      entry({ uid: 'p2', accountType: 'Production', relationship: ['Artist', 'Default'] }),
      entry({ uid: 'a1', accountType: 'Affiliate' }),
    ]);
    expect(contacts.map((e) => e.uid)).toEqual(['p2', 'a1']);
  });
});

describe('assignableStaff (docs/product.md §5)', () => {
  const member = (
    uid: string,
    relationship: TeamMember['relationship'],
    status: TeamMember['status'],
  ): TeamMember => ({
    uid,
    username: uid,
    name: uid,
    accountType: 'Production',
    relationship,
    isEditor: true,
    isArtist: true,
    editSpeed: 1,
    thumbnailSpeed: 1,
    status,
    busyLink: null,
    busyTitle: null,
    vacation: null,
  });

  it('offers only Available members in the role', () => {
    const team = [
      member('a', ['Editor'], 'Available'),
      member('b', ['Editor', 'Artist'], 'Vacation'),
      member('c', ['Artist'], 'Available'),
      member('d', ['Editor'], 'Busy'),
    ];
    expect(assignableStaff(team, 'Editor').map((m) => m.uid)).toEqual(['a']);
    expect(assignableStaff(team, 'Artist').map((m) => m.uid)).toEqual(['c']);
  });
});

describe('payload schemas', () => {
  const uid = '11111111-1111-4111-8111-111111111111';

  it('reads a relationship sent as JSON text or as a list', () => {
    const a = TeamChange.parse({
      uid1: uid,
      uid2: uid.replace('1', '2'),
      relationship: '["Editor"]',
    });
    expect(a.relationship).toEqual(['Editor']);
    expect(TeamChange.safeParse({ uid1: uid, uid2: uid, relationship: ['Editor'] }).success).toBe(
      false,
    );
  });

  it("says 'Please enter a value' for an empty setting and checks PayPal is an e-mail", () => {
    const empty = UpdateProductionInfo.safeParse({
      values: uid,
      columnName: 'Paysend',
      newValue: ' ',
    });
    expect(empty.error?.issues[0]?.message).toBe('Please enter a value');
    expect(
      UpdateProductionInfo.safeParse({ values: uid, columnName: 'PayPal', newValue: 'me@x.io' })
        .success,
    ).toBe(true);
    expect(
      UpdateProductionInfo.safeParse({ values: uid, columnName: 'PayPal', newValue: 'me' }).success,
    ).toBe(false);
  });

  it('needs both days of a vacation, in order, and at most 90 days', () => {
    expect(StatusUpdate.safeParse({ status: 'Vacation', start: '', end: '' }).success).toBe(false);
    expect(
      StatusUpdate.safeParse({ status: 'Vacation', start: '2026-12-01', end: '2027-02-28' })
        .success,
    ).toBe(true);
    expect(
      StatusUpdate.safeParse({ status: 'Vacation', start: '2026-12-01', end: '2027-03-01' })
        .success,
    ).toBe(false);
    // Blank fields of another status are ignored.
    expect(StatusUpdate.parse({ status: 'Available', link: '', start: '' })).toMatchObject({
      status: 'Available',
      link: null,
      start: null,
    });
  });
});
