import { afterEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/api/accounts';
import { loginAnswer } from '../test/fixtures';
import {
  captureVia,
  clearSession,
  readSession,
  saveLogin,
  setAccessToken,
  storedVia,
} from './session';

afterEach(() => localStorage.clear());

describe('session', () => {
  it('never stores a password or refresh token', () => {
    // The old app's answer had userpwd; even if a server sent it again it must not be kept.
    saveLogin({ ...loginAnswer(), userpwd: 'password-secret' } as LoginResponse);
    const keys = Object.keys(localStorage);
    const values = keys.map((key) => localStorage.getItem(key) ?? '');
    expect(keys).not.toContain('refreshToken');
    expect(keys).not.toContain('userpwd');
    expect(values.some((v) => v.includes('refresh-token-secret'))).toBe(false);
    expect(values.some((v) => v.includes('password-secret'))).toBe(false);
  });

  it('stores the docs/product.md §3 values under their spec names', () => {
    saveLogin(loginAnswer());
    expect(localStorage.getItem('useruid')).toBe('8f2b8c1e-0000-4000-8000-000000000001');
    expect(localStorage.getItem('userid')).toBe('pat');
    expect(localStorage.getItem('useraccounttype')).toBe('Partner');
    expect(localStorage.getItem('accessToken')).toBe('access-token-1');
    expect(localStorage.getItem('userrblx')).toBe('PatBuilds');
    expect(localStorage.getItem('usertarget')).toBe('4');
  });

  it('is logged in exactly when useruid is stored', () => {
    expect(readSession().loggedIn).toBe(false);
    localStorage.setItem('useruid', 'abc');
    expect(readSession().loggedIn).toBe(true);
    clearSession();
    expect(readSession().loggedIn).toBe(false);
  });

  it("defaults the name to 'User' and the account type to Partner", () => {
    localStorage.setItem('useruid', 'abc');
    const session = readSession();
    expect(session.name).toBe('User');
    expect(session.accountType).toBe('Partner');
  });

  it('drops the keys of an earlier account type on a new login', () => {
    saveLogin(
      loginAnswer({
        useraccounttype: 'Production',
        iseditor: true,
        edit_speed: 2,
        userrblx: undefined,
        usertarget: undefined,
      }),
    );
    expect(readSession().isEditor).toBe(true);
    saveLogin(loginAnswer());
    expect(localStorage.getItem('iseditor')).toBeNull();
    expect(localStorage.getItem('edit_speed')).toBeNull();
  });

  it('replaces the access token after a refresh', () => {
    saveLogin(loginAnswer());
    setAccessToken('access-token-2');
    expect(readSession().accessToken).toBe('access-token-2');
  });

  it('keeps the latest valid referral code and ignores malformed ones, even across logout', () => {
    captureVia('?via=first_creator');
    captureVia('?via=second.creator');
    captureVia('?via=<script>');
    expect(storedVia()).toBe('second.creator');
    saveLogin(loginAnswer());
    clearSession();
    expect(storedVia()).toBe('second.creator');
  });
});
