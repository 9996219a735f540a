import { describe, expect, it } from 'vitest';
import { dashboardPaths } from '../../../common/paths';
import { noticeLinkLabel } from './notice-link';

describe("a System notice's link", () => {
  it('is named for the page it opens', () => {
    expect(noticeLinkLabel(dashboardPaths.inbox({ active: 'abc' }))).toBe('Open the order');
    expect(noticeLinkLabel(dashboardPaths.versions('abc'))).toBe('Open the order');
    expect(noticeLinkLabel(dashboardPaths.games)).toBe('Open your games');
    // An Affiliate's commission notice opens their commissions, not an order they cannot open.
    expect(noticeLinkLabel(dashboardPaths.myCommissions)).toBe('Open your commissions');
    expect(noticeLinkLabel(dashboardPaths.home)).toBe('Open your dashboard');
    expect(noticeLinkLabel(dashboardPaths.payStatement('PO202611ABCDEFGHIJ'))).toBe(
      'Open your pay',
    );
    expect(noticeLinkLabel('/dashboard/settings')).toBe('Open');
  });
});
