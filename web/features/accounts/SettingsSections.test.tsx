import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeError } from '../../../common/errors';
import { readSession, saveLogin } from '../../app/session';
import { loginAnswer, meAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ProfileSection } from './ProfileSection';
import { WorkSection } from './WorkSection';

let answer: (url: string, init?: RequestInit) => Promise<Response>;
const fetchMock = vi.fn((url: string, init?: RequestInit) => answer(url, init));
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Profile section', () => {
  it('refuses an unknown time zone without asking the server', async () => {
    saveLogin(loginAnswer());
    answer = () => Promise.resolve(jsonResponse(meAnswer()));
    renderRoutes([{ path: '/', Component: ProfileSection }], '/');
    fireEvent.change(await screen.findByLabelText('Time zone'), {
      target: { value: 'Moon/Base' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Choose a time zone from the list.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the saved name and zone in the session, so dates follow the new zone', async () => {
    saveLogin(loginAnswer());
    answer = (_url, init) =>
      Promise.resolve(jsonResponse(meAnswer({ ...JSON.parse(String(init?.body)) })));
    renderRoutes([{ path: '/', Component: ProfileSection }], '/');
    fireEvent.change(await screen.findByLabelText('Display name'), {
      target: { value: 'Pat Renamed' },
    });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/Berlin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/Dates now show in Europe\/Berlin time/)).toBeTruthy();
    expect(readSession()).toMatchObject({ name: 'Pat Renamed', timeZone: 'Europe/Berlin' });
  });
});

describe('the Roles and speed section', () => {
  it("shows the server's refusal to drop a role held on a team under that role", async () => {
    saveLogin(
      loginAnswer({
        useraccounttype: 'Production',
        iseditor: true,
        isartist: true,
        edit_speed: 2,
        thumbnail_speed: 1,
      }),
    );
    const message = 'You edit for a team. Ask an admin to take you off it first.';
    answer = () =>
      Promise.resolve(
        jsonResponse(
          {
            error: {
              code: 'role_in_use',
              message: describeError('role_in_use').message,
              fieldErrors: { isEditor: message },
            },
          },
          409,
        ),
      );
    renderRoutes([{ path: '/', Component: WorkSection }], '/');
    fireEvent.click(await screen.findByLabelText('Editor'));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles and speed' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(readSession().isEditor).toBe(true);
  });

  it('asks for the speed of a role that is ticked', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Production', iseditor: true, edit_speed: 2 }));
    answer = () => Promise.resolve(jsonResponse(meAnswer()));
    renderRoutes([{ path: '/', Component: WorkSection }], '/');
    fireEvent.click(await screen.findByLabelText('Thumbnail artist'));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles and speed' }));
    expect(await screen.findByText('Enter your thumbnail speed.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
