import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportReferralVisit } from './referral-visit';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":true}')));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String((init as RequestInit).body))]);
const monday = new Date('2026-11-30T08:00:00Z');

describe('reportReferralVisit', () => {
  it('reports a page once a day per browser, whatever the reloads or the code’s case', () => {
    reportReferralVisit('?via=Kim_Refers', '/learn/pricing', monday);
    reportReferralVisit('?via=kim_refers', '/learn/pricing/', monday);
    reportReferralVisit('?via=Kim_Refers', '/', monday);
    reportReferralVisit('?via=Kim_Refers', '/learn/pricing', new Date('2026-12-01T08:00:00Z'));
    expect(sent()).toEqual([
      ['/api/referral/visit', { via: 'Kim_Refers', page: 'pricing' }],
      ['/api/referral/visit', { via: 'Kim_Refers', page: 'home' }],
      ['/api/referral/visit', { via: 'Kim_Refers', page: 'pricing' }],
    ]);
    // Only today's marks are kept.
    expect(localStorage.getItem('via-counted')).toBe('2026-12-01 kim_refers pricing');
  });

  it('reports nothing without a code, with a malformed one, or off the referral pages', () => {
    reportReferralVisit('', '/learn/pricing', monday);
    reportReferralVisit('?via=<script>', '/learn/pricing', monday);
    reportReferralVisit('?via=Kim_Refers', '/dashboard/home', monday);
    reportReferralVisit('?via=Kim_Refers', '/login', monday);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tries again on a later load when the report could not be sent', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    reportReferralVisit('?via=Kim_Refers', '/join', monday);
    await vi.waitFor(() => expect(localStorage.getItem('via-counted')).toBe(''));
    reportReferralVisit('?via=Kim_Refers', '/join', monday);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
