import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffOverviewRow, TeamRole } from '../../../common/api/teams';
import { formatDay } from '../../lib/format-date';
import { unavailableReason } from './StaffLoad';
import { noPending, type Pending } from './team-builder-state';
import { TeamSections } from './TeamSections';
import type { CurrentMember } from './use-builder-data';
import type { useTeamSubmit } from './use-team-submit';

afterEach(cleanup);

const facts = {
  isEditor: true,
  isArtist: true,
  editSpeed: 2,
  thumbnailSpeed: 2,
  status: 'Available' as const,
  busyLink: null,
  busyTitle: null,
  vacation: null,
};
const person = (uid: string, role: TeamRole): CurrentMember => ({
  uid,
  username: uid,
  name: uid,
  role,
  staff: facts,
});
// Submit as the form sees it before anything was sent.
const idle = {
  submit: { isPending: false, error: null, mutate: () => {}, reset: () => {} },
  empty: true,
} as unknown as ReturnType<typeof useTeamSubmit>;

function show(current: CurrentMember[], pending: Pending = noPending) {
  render(
    <MemoryRouter>
      <TeamSections
        plan="Premium"
        limit={3}
        current={current}
        pending={pending}
        dispatch={() => {}}
        staffById={new Map()}
        team={{ ...idle, empty: pending === noPending }}
        onAdd={() => {}}
      />
    </MemoryRouter>,
  );
}

describe("the Team Builder's team sections", () => {
  it('say once, for both roles, why nobody can be added at the plan’s limit', () => {
    show([person('ed', 'Editor'), person('al', 'Editor'), person('art', 'Artist')]);
    const notes = screen.getAllByText(/The Premium plan allows 3 team members/);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.textContent).toBe(
      'The Premium plan allows 3 team members, and the team has 3. Remove someone to add another.',
    );
    const noteId = notes[0]!.closest('[id]')!.id;
    for (const role of ['Editor', 'Artist']) {
      const add = screen.getByRole('button', { name: `Add new user as ${role}` });
      expect(add).toHaveProperty('disabled', true);
      expect(add.getAttribute('aria-describedby')).toBe(noteId);
    }
  });

  it('say that team changes wait for Submit, and over the limit that Submit waits too', () => {
    const extra = { uid: 'new', username: 'new', name: 'new', role: 'Artist' as const };
    show([person('ed', 'Editor'), person('al', 'Editor'), person('art', 'Artist')], {
      adding: [extra],
      removing: [],
    });
    expect(screen.getByText(/Team changes are saved only when you press Submit/)).toBeTruthy();
    expect(screen.getAllByText(/plan allows/)).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain(
      'and the team would have 4. Remove someone before you submit.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/1 to add, 0 to remove: not saved until you submit/)).toBeTruthy();
  });
});

describe('why adding a staff member asks first', () => {
  const row = (over: Partial<StaffOverviewRow>): StaffOverviewRow => ({
    uid: 'u1',
    username: 'edna',
    name: 'Edna',
    tier: 1,
    chosenStatus: 'Available',
    ...facts,
    clients: 0,
    openWork: 0,
    ...over,
  });
  const vacation = { start: '2026-12-14', end: '2026-12-18' };
  const dates = `from ${formatDay(vacation.start)} to ${formatDay(vacation.end)}`;

  it('names the dates of a vacation booked but not begun, as of one in progress', () => {
    expect(unavailableReason(row({ vacation }))).toBe(
      `Edna has a vacation booked ${dates}; it has not begun yet.`,
    );
    expect(unavailableReason(row({ status: 'Vacation', vacation }))).toBe(
      `Edna is on vacation ${dates}.`,
    );
    expect(unavailableReason(row({ status: 'Busy', busyTitle: 'Long edit' }))).toBe(
      'Edna is Busy (Long edit).',
    );
    expect(unavailableReason(row({}))).toBeNull();
  });
});
