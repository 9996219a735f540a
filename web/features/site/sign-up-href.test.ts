import { describe, expect, it } from 'vitest';
import { signUpHref } from './sign-up-href';

describe('signUpHref', () => {
  it('points to the production sign-up on the freelancer recruitment page', () => {
    expect(signUpHref('/explore/production')).toBe('/join/production');
  });

  it('points to the production sign-up on /join and /join/production', () => {
    expect(signUpHref('/join')).toBe('/join/production');
    expect(signUpHref('/join/')).toBe('/join/production');
    expect(signUpHref('/join/production')).toBe('/join/production');
  });

  it('points to /join everywhere else', () => {
    for (const path of [
      '/',
      '/login',
      '/learn/pricing',
      '/explore/affiliate',
      '/join/verify',
      '/joined',
    ])
      expect(signUpHref(path)).toBe('/join');
  });
});
