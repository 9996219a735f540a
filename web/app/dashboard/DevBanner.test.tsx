import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveLogin } from '../session';
import { loginAnswer } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { DevBanner } from './DevBanner';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const showAs = (uid: string) => {
  saveLogin(loginAnswer({ useruid: uid }));
  return renderRoutes([{ path: '*', Component: DevBanner }], '/dashboard/home');
};
const notice = () => screen.queryByRole('complementary', { name: 'Development notice' });
const first = '8f2b8c1e-0000-4000-8000-000000000001';
const second = '8f2b8c1e-0000-4000-8000-000000000002';

describe('DevBanner', () => {
  it('is dismissed with its button and stays dismissed for that user after a reload', async () => {
    showAs(first);
    expect(await screen.findByRole('link', { name: 'Support Team' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the development notice' }));
    expect(notice()).toBeNull();
    cleanup();
    showAs(first);
    expect(notice()).toBeNull();
  });

  it('still shows for another user of the same browser', async () => {
    showAs(first);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the development notice' }));
    cleanup();
    showAs(second);
    expect(await screen.findByRole('complementary', { name: 'Development notice' })).toBeTruthy();
  });
});
