import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffOverviewRow } from '../../../common/api/teams';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { useStaffStatuses } from './use-staff-statuses';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const uidOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

const row = (uid: string): StaffOverviewRow => ({
  uid,
  username: `crew${uid.slice(-3)}`,
  name: `Crew ${uid.slice(-3)}`,
  tier: 1,
  chosenStatus: 'Busy',
  isEditor: true,
  isArtist: false,
  editSpeed: 2,
  thumbnailSpeed: null,
  status: 'Busy',
  busyLink: null,
  busyTitle: null,
  vacation: null,
  clients: 1,
  openWork: 2,
});

// More people on screen than one call names, the last ones far past any first page of staff.
const shown = Array.from({ length: 60 }, (_, i) => uidOf(i + 300));

function Statuses() {
  const staff = useStaffStatuses('00000000-0000-4000-8000-0000000000ad', shown);
  return (
    <ul>
      {shown.map((uid) => (
        <li key={uid}>{staff.get(uid)?.status ?? 'unknown'}</li>
      ))}
    </ul>
  );
}

describe('the statuses of the staff on screen', () => {
  it('reads every shown id with uid lists of at most one page, so everyone gets a badge', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin' }));
    const fetchMock = stubApi([
      {
        path: '/api/staff',
        answer: (url) =>
          jsonResponse({
            staff: (url.searchParams.get('uid') ?? '').split(',').map(row),
            nextCursor: null,
          }),
      },
    ]);
    renderRoutes([{ path: '/s', Component: Statuses }], '/s');
    await waitFor(() => expect(screen.getAllByText('Busy')).toHaveLength(60));
    const asked = callsTo(fetchMock, 'GET', '/api/staff');
    expect(asked).toHaveLength(2);
    const named = asked.map((c) => c.query.uid!.split(','));
    expect(named.map((ids) => ids.length)).toEqual([50, 10]);
    expect(asked.map((c) => Number(c.query.limit))).toEqual([50, 10]);
    expect(new Set(named.flat())).toEqual(new Set(shown));
  });
});
