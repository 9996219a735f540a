import type { TeamRole } from '../../../common/api/teams';

/** A person in one role of the Team Builder. */
export type RoleMember = { uid: string; username: string; name: string; role: TeamRole };

/** docs/product.md §3 'Pending team changes: adding and removing lists'. */
export type Pending = { adding: RoleMember[]; removing: RoleMember[] };

/** Nothing pending. */
export const noPending: Pending = { adding: [], removing: [] };

const same = (a: RoleMember, b: Pick<RoleMember, 'uid' | 'role'>) =>
  a.uid === b.uid && a.role === b.role;

/** What the Team Builder can do to its pending changes (docs/product.md §4). */
export type PendingAction =
  | { type: 'add'; member: RoleMember }
  | { type: 'remove'; member: RoleMember }
  | { type: 'keep'; member: RoleMember }
  | { type: 'applied'; member: Pick<RoleMember, 'uid'>; kind: 'adding' | 'removing' }
  | { type: 'reset' };

/**
 * docs/product.md §4 team builder rules: removing an existing member adds it to removing; removing a newly
 * added member cancels the addition; Reset clears both lists. Adding back a member marked for
 * removal cancels the removal, and 'keep' undoes a removal. `applied` drops what Submit has sent.
 */
export function pendingReducer(state: Pending, action: PendingAction): Pending {
  switch (action.type) {
    case 'add': {
      const { member } = action;
      if (state.removing.some((m) => same(m, member)))
        return { ...state, removing: state.removing.filter((m) => !same(m, member)) };
      if (state.adding.some((m) => same(m, member))) return state;
      return { ...state, adding: [...state.adding, member] };
    }
    case 'remove': {
      const { member } = action;
      if (state.adding.some((m) => same(m, member)))
        return { ...state, adding: state.adding.filter((m) => !same(m, member)) };
      if (state.removing.some((m) => same(m, member))) return state;
      return { ...state, removing: [...state.removing, member] };
    }
    case 'keep':
      return { ...state, removing: state.removing.filter((m) => !same(m, action.member)) };
    case 'applied':
      return {
        ...state,
        [action.kind]: state[action.kind].filter((m) => m.uid !== action.member.uid),
      };
    case 'reset':
      return noPending;
  }
}

/** True when nothing is pending. */
export function isEmpty(pending: Pending): boolean {
  return pending.adding.length === 0 && pending.removing.length === 0;
}

/** One request of a Submit: all of one member's roles in one call (docs/product.md §7: once per member). */
export type MemberChange = { uid: string; name: string; roles: TeamRole[] };

function byMember(list: readonly RoleMember[]): MemberChange[] {
  const changes = new Map<string, MemberChange>();
  for (const m of list) {
    const change = changes.get(m.uid);
    if (change) change.roles.push(m.role);
    else changes.set(m.uid, { uid: m.uid, name: m.name, roles: [m.role] });
  }
  return [...changes.values()];
}

/**
 * The calls a Submit makes: removals first, so a full team can swap a member, then additions.
 */
export function submitPlan(pending: Pending): {
  removals: MemberChange[];
  additions: MemberChange[];
} {
  return { removals: byMember(pending.removing), additions: byMember(pending.adding) };
}

/** A row of the builder: a current or newly added member of one role. */
export type BuilderRow = RoleMember & { isNew: boolean; isRemoving: boolean };

/** The rows of one role: current members (marked when being removed) then new additions. */
export function rowsFor(role: TeamRole, current: readonly RoleMember[], pending: Pending) {
  const rows: BuilderRow[] = current
    .filter((m) => m.role === role)
    .map((m) => ({ ...m, isNew: false, isRemoving: pending.removing.some((r) => same(r, m)) }));
  for (const m of pending.adding)
    if (m.role === role) rows.push({ ...m, isNew: true, isRemoving: false });
  return rows;
}

/** How many people the team would have after Submit: each person counts once. */
export function membersAfter(current: readonly RoleMember[], pending: Pending): number {
  const kept = current.filter((m) => !pending.removing.some((r) => same(r, m)));
  return new Set([...kept, ...pending.adding].map((m) => m.uid)).size;
}
