import { describe, expect, it } from 'vitest';
import type { Friendship } from '../../../common/api/teams';
import { buildContacts, sectionsOf } from './contacts';

const person = (uid: string, name: string): Friendship => ({
  uid,
  name,
  username: uid,
  accountType: 'Partner',
  relationship: ['Default'],
  self: false,
});

describe('the order of the contact list', () => {
  const contacts = buildContacts(
    [person('ann', 'Ann'), person('bob', 'Bob'), person('zed', 'Zed')],
    [],
    'Production',
  );
  const partners = (latest?: Record<string, number>) =>
    sectionsOf(contacts, [], latest)
      .find((s) => s.title === 'Partners')
      ?.contacts.map((c) => c.name);

  it('puts the latest activity first, and the quiet ones by name after', () => {
    expect(partners()).toEqual(['Ann', 'Bob', 'Zed']);
    expect(partners({ 'Direct:zed': 40, 'Direct:bob': 12 })).toEqual(['Zed', 'Bob', 'Ann']);
    expect(partners({ 'Direct:zed': 40, 'Direct:bob': 41 })).toEqual(['Bob', 'Zed', 'Ann']);
  });
});
