import { describe, expect, it } from 'vitest';
import { dashboardPaths, sitePaths } from './paths';

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
