import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { SettingsPage } from './SettingsPage';

const info = (over: object = {}) => ({
  PayPal: null,
  Paysend: null,
  PayoutMethod: null,
  IsEditor: true,
  IsArtist: false,
  EditSpeed: 2,
  ThumbnailSpeed: null,
  Tier: 1,
  ...over,
});

let answerPost: (body: unknown) => Promise<Response>;
beforeEach(() => {
  saveLogin(loginAnswer({ useraccounttype: 'Production', iseditor: true }));
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? answerPost(JSON.parse(String(init.body)))
        : Promise.resolve(jsonResponse(info())),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const openOverlay = async () => {
  renderRoutes([{ path: '/', Component: SettingsPage }], '/');
  fireEvent.click(await screen.findByRole('button', { name: 'Add PayPal e-mail address' }));
  return screen.getByRole('dialog', { name: 'Modify Setting' });
};

describe('Settings: the Modify Setting overlay', () => {
  it("says 'Please enter a value' for an empty value and sends nothing", async () => {
    answerPost = vi.fn();
    const dialog = await openOverlay();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a value')).toBeTruthy();
    expect(answerPost).not.toHaveBeenCalled();
  });

  it("goes from start to 'Updating settings' to Success and Done", async () => {
    let finish: (r: Response) => void = () => {};
    answerPost = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const dialog = await openOverlay();
    fireEvent.change(within(dialog).getByLabelText('PayPal e-mail address'), {
      target: { value: 'pat@paypal.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Updating settings/)).toBeTruthy();
    expect(answerPost).toHaveBeenCalledWith({
      columnName: 'PayPal',
      newValue: 'pat@paypal.example',
    });
    finish(jsonResponse(info({ PayPal: 'pat@paypal.example', PayoutMethod: 'PayPal' })));
    expect(await within(dialog).findByText(/Success/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('pat@paypal.example')).toBeTruthy();
  });

  it('goes back to the start with the message when saving fails', async () => {
    answerPost = vi.fn(() =>
      Promise.resolve(
        jsonResponse(
          { error: { code: 'forbidden', message: 'You do not have permission to do that.' } },
          403,
        ),
      ),
    );
    const dialog = await openOverlay();
    fireEvent.change(within(dialog).getByLabelText('PayPal e-mail address'), {
      target: { value: 'pat@paypal.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You do not have permission to do that.')).toBeTruthy();
    expect(within(dialog).getByLabelText('PayPal e-mail address')).toBeTruthy();
  });
});
