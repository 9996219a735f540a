import { describe, expect, it } from 'vitest';
import { exceedsLimit, presenceOf, roleRefusal, teamLimitFor } from './team-rules.js';
import type { PersonRow } from './teams.repository.js';

const person = (over: Partial<PersonRow>): PersonRow => ({
  id: 'u1',
  username: 'someone',
  name: 'Someone',
  account_type: 'Production',
  plan: null,
  is_editor: 0,
  is_artist: 0,
  edit_speed_days: null,
  thumbnail_speed_days: null,
  verified_at: '2026-01-01T00:00:00Z',
  avatar_key: null,
  ...over,
});

describe('team limit', () => {
  it('allows 2 members on Standard, 3 on Premium, and treats no plan as Standard', () => {
    expect(teamLimitFor('Standard')).toBe(2);
    expect(teamLimitFor('Premium')).toBe(3);
    expect(teamLimitFor(null)).toBe(2);
  });

  it('counts members, not roles: a current member never exceeds the limit', () => {
    const full = new Set(['a', 'b']);
    expect(exceedsLimit(full, 'c', 2)).toBe(true);
    expect(exceedsLimit(full, 'a', 2)).toBe(false);
    expect(exceedsLimit(new Set(['a']), 'c', 2)).toBe(false);
  });
});

describe('isEditor and isArtist rules', () => {
  it('lets only an isEditor staff member be Editor and an isArtist one be Artist', () => {
    expect(roleRefusal('Editor', person({ is_editor: 1 }))).toBeUndefined();
    expect(roleRefusal('Editor', person({ is_artist: 1 }))).toBe('not_an_editor');
    expect(roleRefusal('Artist', person({ is_artist: 1 }))).toBeUndefined();
    expect(roleRefusal('Artist', person({ is_editor: 1 }))).toBe('not_an_artist');
  });

  it('refuses anyone who is not Production, whatever their flags', () => {
    const partner = person({ account_type: 'Partner', is_editor: 1, is_artist: 1 });
    expect(roleRefusal('Editor', partner)).toBe('not_an_editor');
    expect(roleRefusal('Artist', partner)).toBe('not_an_artist');
  });
});

describe('presence', () => {
  const row = (over: object) => ({
    status: 'Available' as const,
    busy_link: null,
    busy_title: null,
    vacation_start: null,
    vacation_end: null,
    ...over,
  });

  it('is Available without a profile', () => {
    expect(presenceOf(undefined, '2026-12-01').status).toBe('Available');
  });

  it('is Vacation from the first to the last day, Available before (with the dates) and after', () => {
    const v = row({ status: 'Vacation', vacation_start: '2026-12-05', vacation_end: '2026-12-07' });
    expect(presenceOf(v, '2026-12-04')).toMatchObject({
      status: 'Available',
      vacation: { start: '2026-12-05', end: '2026-12-07' },
    });
    expect(presenceOf(v, '2026-12-05').status).toBe('Vacation');
    expect(presenceOf(v, '2026-12-07').status).toBe('Vacation');
    expect(presenceOf(v, '2026-12-08')).toMatchObject({ status: 'Available', vacation: null });
  });

  it('keeps Busy with its link', () => {
    expect(
      presenceOf(row({ status: 'Busy', busy_link: '/x', busy_title: 'T' }), '2026-12-01'),
    ).toEqual({
      status: 'Busy',
      busyLink: '/x',
      busyTitle: 'T',
      vacation: null,
    });
  });
});
