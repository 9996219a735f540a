import { describe, expect, it } from 'vitest';
import { dashboardPaths, inAppPath, sitePaths } from './paths';

describe('paths', () => {
  it('builds the Inbox address with an encoded order id', () => {
    expect(dashboardPaths.inbox({ active: 'a b' })).toBe(
      '/dashboard/production/receive?active=a%20b',
    );
    expect(dashboardPaths.inbox()).toBe('/dashboard/production/receive');
  });

  it('leaves out parameters that are not given', () => {
    expect(sitePaths.join({ type: 'Affiliate', package: undefined })).toBe('/join?type=Affiliate');
    expect(dashboardPaths.chat({ user: '' })).toBe('/dashboard/chat');
  });

  it('builds the delivery form and its confirmation with their parameters in order', () => {
    expect(dashboardPaths.deliver({ order: 'o1', client: 'c1' })).toBe(
      '/dashboard/production/send?order=o1&client=c1',
    );
    expect(dashboardPaths.sendReviewOf({ type: 'extend', extension: 2 })).toBe(
      '/dashboard/production/send/review?type=extend&extension=2',
    );
  });
});

describe('inAppPath', () => {
  it('keeps a path of this site', () => {
    for (const path of ['/dashboard/production/receive?track=abc', '/dashboard#x', '/a%2F%2Fb'])
      expect(inAppPath(path)).toBe(path);
  });

  it('refuses every address a browser would take off the site', () => {
    const offSite = [
      '//evil.example/login',
      '/\\evil.example/login',
      '/\t/evil.example',
      '/\n/evil.example',
      '/x\\y',
      'https://evil.example/',
      'javascript:alert(1)',
      'dashboard',
      '',
      '/a b',
      '/\u0000',
    ];
    for (const link of offSite) expect(inAppPath(link), JSON.stringify(link)).toBeNull();
  });
});
