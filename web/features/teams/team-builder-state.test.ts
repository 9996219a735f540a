import { describe, expect, it } from 'vitest';
import {
  isEmpty,
  membersAfter,
  noPending,
  pendingReducer,
  rowsFor,
  submitPlan,
  type RoleMember,
} from './team-builder-state';

const ed: RoleMember = { uid: 'e', username: 'ed', name: 'Ed', role: 'Editor' };
const art: RoleMember = { uid: 'a', username: 'art', name: 'Art', role: 'Artist' };
const al: RoleMember = { uid: 'l', username: 'al', name: 'Al', role: 'Editor' };
const alArt: RoleMember = { ...al, role: 'Artist' };

describe('pending team changes (docs/product.md §4)', () => {
  it('adds to removing when an existing member is removed', () => {
    const s = pendingReducer(noPending, { type: 'remove', member: ed });
    expect(s).toEqual({ adding: [], removing: [ed] });
  });

  it('cancels an addition when a newly added member is removed', () => {
    let s = pendingReducer(noPending, { type: 'add', member: al });
    s = pendingReducer(s, { type: 'remove', member: al });
    expect(isEmpty(s)).toBe(true);
  });

  it('cancels a removal when the member is added back, and keep undoes a removal', () => {
    let s = pendingReducer(noPending, { type: 'remove', member: ed });
    s = pendingReducer(s, { type: 'add', member: ed });
    expect(isEmpty(s)).toBe(true);
    s = pendingReducer(s, { type: 'remove', member: ed });
    expect(isEmpty(pendingReducer(s, { type: 'keep', member: ed }))).toBe(true);
  });

  it('clears both lists on reset', () => {
    let s = pendingReducer(noPending, { type: 'add', member: al });
    s = pendingReducer(s, { type: 'remove', member: ed });
    expect(pendingReducer(s, { type: 'reset' })).toEqual(noPending);
  });

  it('plans one call per member, removals first', () => {
    let s = pendingReducer(noPending, { type: 'add', member: al });
    s = pendingReducer(s, { type: 'add', member: alArt });
    s = pendingReducer(s, { type: 'remove', member: ed });
    expect(submitPlan(s)).toEqual({
      removals: [{ uid: 'e', name: 'Ed', roles: ['Editor'] }],
      additions: [{ uid: 'l', name: 'Al', roles: ['Editor', 'Artist'] }],
    });
    expect(pendingReducer(s, { type: 'applied', member: al, kind: 'adding' }).adding).toEqual([]);
  });

  it('shows current rows with removals marked, then new ones, and counts people once', () => {
    let s = pendingReducer(noPending, { type: 'add', member: al });
    s = pendingReducer(s, { type: 'add', member: alArt });
    s = pendingReducer(s, { type: 'remove', member: ed });
    expect(rowsFor('Editor', [ed, art], s).map((r) => [r.uid, r.isNew, r.isRemoving])).toEqual([
      ['e', false, true],
      ['l', true, false],
    ]);
    expect(membersAfter([ed, art], s)).toBe(2);
  });
});
