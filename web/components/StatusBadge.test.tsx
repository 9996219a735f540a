import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Presence } from '../../common/api/teams';
import { BusyLink } from './StatusBadge';

const busy = (busyLink: string): Presence => ({
  status: 'Busy',
  busyLink,
  busyTitle: 'Cutting the trailer',
  vacation: null,
});

function show(link: string) {
  return render(
    <MemoryRouter>
      <BusyLink presence={busy(link)} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('BusyLink', () => {
  it('links to a path of this site', () => {
    const view = show('/dashboard/production/receive');
    const link = view.getByRole('link', { name: 'Cutting the trailer' });
    expect(link.getAttribute('href')).toBe('/dashboard/production/receive');
  });

  it('never renders an address that leaves the site as a link', () => {
    for (const link of ['/\\evil.example/login', '//evil.example', 'https://evil.example/']) {
      const view = show(link);
      expect(view.queryByRole('link')).toBeNull();
      expect(view.getByText('Cutting the trailer')).toBeTruthy();
      view.unmount();
    }
  });
});
