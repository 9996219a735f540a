import { describe, expect, it } from 'vitest';
import { alertsOf, isHighlighted } from './alerts';
import { flagsFixture } from '../../test/order-fixtures';

const partner = { accountType: 'Partner', name: 'Pat Partner' };
const editor = { accountType: 'Production', name: 'Eddie Editor' };

describe('activity alerts', () => {
  it('labels each set flag with its name split into words', () => {
    const alerts = alertsOf(
      flagsFixture({
        requestActivated: true,
        moreTimeSent: true,
        moreTimeDuration: 2,
        moreTimeStatus: 'Accepted',
        passOffSent: true,
      }),
      partner,
    );
    expect(alerts.map((a) => a.label)).toEqual([
      'Request Activated',
      'More Time Sent',
      'More Time Status',
      'Pass Off Sent',
    ]);
    expect(alerts.find((a) => a.name === 'moreTimeSent')?.value).toBe('2 days');
    expect(alerts.find((a) => a.name === 'moreTimeStatus')?.value).toBe('Accepted');
  });

  it('gives each chip its value in words rather than a bare flag name', () => {
    const alerts = alertsOf(
      flagsFixture({
        requestActivated: true,
        moreTimeSent: true,
        moreTimeDuration: 2,
        moreTimeStatus: 'Accepted',
        passOffSent: true,
        passOffStatus: 'Assigned',
        newStaff: 'Nia New',
        closeReason: 'Fulfilled',
        closedOn: '2026-03-02T10:00:00.000Z',
      }),
      partner,
    );
    expect(alerts.map((a) => a.text)).toEqual([
      'Work started',
      'More time asked: 2 days',
      'More time: accepted',
      'Pass-off asked',
      'Pass-off: assigned',
      'New staff: Nia New',
      'Closed: delivered',
    ]);
  });

  it('shows no alert for flags that are not set', () => {
    expect(alertsOf(flagsFixture(), partner)).toEqual([]);
  });

  it('highlights a Partner card while more time is asked and not answered', () => {
    const asked = flagsFixture({ requestActivated: true, moreTimeSent: true, moreTimeDuration: 1 });
    expect(isHighlighted(asked, partner)).toBe(true);
    expect(alertsOf(asked, partner).find((a) => a.name === 'moreTimeSent')?.important).toBe(true);
  });

  it('stops highlighting once the request for more time has an answer', () => {
    for (const answer of ['Accepted', 'Declined', 'Expired'] as const)
      expect(
        isHighlighted(flagsFixture({ moreTimeSent: true, moreTimeStatus: answer }), partner),
      ).toBe(false);
  });

  it('does not highlight more time for the staff member who asked it', () => {
    expect(isHighlighted(flagsFixture({ moreTimeSent: true }), editor)).toBe(false);
  });

  it('highlights a pass-off assigned to the staff member who must accept it', () => {
    const assigned = flagsFixture({
      passOffSent: true,
      passOffStatus: 'Assigned',
      newStaff: 'Eddie Editor',
    });
    expect(isHighlighted(assigned, editor)).toBe(true);
    expect(isHighlighted(assigned, { accountType: 'Production', name: 'Someone Else' })).toBe(
      false,
    );
  });
});
