import { describe, expect, it } from 'vitest';
import type { Friendship } from '../../../common/api/teams';
import { buildContacts, contactParams, findContact, presenceOf, sectionsOf } from './contacts';
import { formatDay } from '../../lib/format-date';

const staff = {
  isEditor: true,
  isArtist: false,
  editSpeed: 2,
  thumbnailSpeed: null,
  status: 'Available' as const,
  busyLink: null,
  busyTitle: null,
  vacation: null,
};

const list: Friendship[] = [
  {
    uid: 'me',
    name: 'Pat Partner',
    username: 'partner',
    accountType: 'Partner',
    relationship: ['Default'],
    self: true,
  },
  {
    uid: 'g1',
    name: "Pat Partner's Team",
    username: null,
    accountType: 'Group',
    relationship: ['Group'],
    self: false,
    members: [
      { uid: 'me', name: 'Pat', username: 'partner', accountType: 'Partner', roles: [] },
      {
        uid: 'ed',
        name: 'Eddie',
        username: 'editor',
        accountType: 'Production',
        roles: ['Editor'],
      },
      { uid: 'ad', name: 'Ada', username: 'admin', accountType: 'Admin', roles: [] },
    ],
  },
  {
    uid: 'ad',
    name: 'Ada Admin',
    username: 'admin',
    accountType: 'Admin',
    relationship: ['Default'],
    self: false,
  },
  {
    uid: 'ed',
    name: 'Eddie',
    username: 'editor',
    accountType: 'Production',
    relationship: ['Editor'],
    self: false,
    staff,
  },
];

describe('the chat contact list', () => {
  const contacts = buildContacts(list, [], 'Partner');

  it('adds the Support Team and System, and groups contacts by account type', () => {
    expect(sectionsOf(contacts).map((s) => [s.title, s.contacts.map((c) => c.name)])).toEqual([
      ['Groups', ["Pat Partner's Team"]],
      ['Admins', ['Support Team', 'Ada Admin']],
      ['Partners', ['Pat Partner']],
      ['Production', ['Eddie']],
      ['System', ['System']],
    ]);
    // An Admin is the Support Team: no such contact for them.
    expect(buildContacts(list, [], 'Admin').some((c) => c.type === 'Support')).toBe(false);
    // An Admin's Support threads have a section of their own, in the inbox's order.
    const thread = (uid: string, name: string) => ({
      key: `Support:${uid}`,
      type: 'Support' as const,
      uid,
      name,
      username: null,
      accountType: 'Partner' as const,
    });
    const forAdmin = buildContacts(list, [thread('t1', 'Ann'), thread('t2', 'Bob')], 'Admin');
    expect(
      sectionsOf(forAdmin, ['t2', 't1']).map((s) => [s.title, s.contacts.map((c) => c.name)]),
    ).toEqual([
      ['Support', ['Bob', 'Ann']],
      ['Groups', ["Pat Partner's Team"]],
      ['Admins', ['Ada Admin']],
      ['Partners', ['Pat Partner']],
      ['Production', ['Eddie']],
      ['System', ['System']],
    ]);
  });

  it('finds the contact of ?user=: admin is the Support Team, else a username or group id', () => {
    expect(findContact(contacts, 'admin', null)?.name).toBe('Support Team');
    expect(findContact(contacts, 'editor', null)?.key).toBe('Direct:ed');
    expect(findContact(contacts, 'g1', null)?.type).toBe('Group');
    expect(findContact(contacts, 'system', null)?.type).toBe('System');
    expect(findContact(contacts, 'nobody', null)).toBeUndefined();
    expect(findContact(contacts, null, null)).toBeUndefined();
    const admin = buildContacts(
      list,
      [
        {
          key: 'Support:pp',
          type: 'Support',
          uid: 'pp',
          name: 'Pat',
          username: 'pat2',
          accountType: 'Partner',
        },
      ],
      'Admin',
    );
    // For an Admin, user=admin is the Admin user; a thread needs type=Support.
    expect(findContact(admin, 'admin', null)?.key).toBe('Direct:ad');
    expect(findContact(admin, 'pat2', 'Support')?.key).toBe('Support:pp');
  });

  it('links a person named admin or system by uid, so the link opens them and not Support or System', () => {
    const ada = contacts.find((c) => c.key === 'Direct:ad')!;
    expect(contactParams(ada)).toEqual({ user: 'ad' });
    expect(findContact(contacts, contactParams(ada).user ?? null, null)?.key).toBe('Direct:ad');
    const eddie = contacts.find((c) => c.key === 'Direct:ed')!;
    expect(contactParams(eddie)).toEqual({ user: 'editor' });
  });

  it('shows presence as 0, 1 or other, and Busy with its link or Vacation for staff', () => {
    const eddie = contacts.find((c) => c.id === 'ed')!;
    const group = contacts.find((c) => c.id === 'g1')!;
    const support = contacts.find((c) => c.type === 'Support')!;
    const online = { ed: { online: 1, at: '' }, ad: { online: 0, at: '' } };
    expect(presenceOf(eddie, {}, 'me', ['ad'])).toMatchObject({ tone: 'offline', text: 'Offline' });
    expect(presenceOf(eddie, online, 'me', ['ad'])).toMatchObject({
      tone: 'online',
      text: 'Online',
    });
    expect(presenceOf(eddie, { ed: { online: 2, at: '' } }, 'me', [])).toMatchObject({
      text: '2 online',
    });
    expect(presenceOf(group, online, 'me', ['ad']).text).toBe('1 online');
    expect(presenceOf(support, online, 'me', ['ad']).text).toBe('0 online');
    // While the viewer's own connection is down, nobody's presence is known.
    for (const c of [eddie, group, support])
      expect(presenceOf(c, online, 'me', ['ad'], false)).toEqual({
        tone: 'none',
        text: 'Presence unknown',
      });
    const busy = {
      ...eddie,
      staff: {
        ...staff,
        status: 'Busy' as const,
        busyLink: '/dashboard/x',
        busyTitle: 'Castle run',
      },
    };
    // Busy is a marker beside whether they are online, not instead of it.
    expect(presenceOf(busy, online, 'me', [])).toEqual({
      tone: 'online',
      text: 'Online',
      marker: { tone: 'busy', text: 'Busy' },
      link: { href: '/dashboard/x', text: 'Castle run' },
    });
    expect(presenceOf(busy, {}, 'me', [])).toMatchObject({
      text: 'Offline',
      marker: { text: 'Busy' },
    });
    // One's own entry follows one's own connection.
    const me = { ...eddie, self: true };
    expect(presenceOf(me, {}, 'me', [], true).text).toBe('Online');
    expect(presenceOf(me, {}, 'me', [], false).text).toBe('Offline');
    // A group whose members are not read yet shows no guessed count.
    expect(presenceOf({ ...group, members: undefined }, online, 'me', []).text).toBe('Team group');
    const away = {
      ...eddie,
      staff: {
        ...staff,
        status: 'Vacation' as const,
        vacation: { start: '2026-12-01', end: '2026-12-07' },
      },
    };
    // The one day format of the app, as everywhere else, never the wire's YYYY-MM-DD.
    expect(presenceOf(away, online, 'me', []).text).toBe(
      `Vacation until ${formatDay('2026-12-07')}`,
    );
    expect(presenceOf(away, online, 'me', []).text).not.toContain('2026-12-07');
  });
});
