import { describe, expect, it } from 'vitest';
import { revisionStatusRanks } from '../../../common/api/orders';
import { statusFixture } from '../../test/order-fixtures';
import { timelineSteps } from './timeline';

const labels = (steps: ReturnType<typeof timelineSteps>) => steps.map((s) => s.label);
const current = (steps: ReturnType<typeof timelineSteps>) =>
  steps.filter((s) => s.current).map((s) => s.key);

describe('the order tracker', () => {
  it('lists the docs/product.md §4 steps in order, with who takes each', () => {
    const steps = timelineSteps(statusFixture(), false);
    expect(labels(steps)).toEqual([
      'Request Opened',
      'Request Activated',
      'More Time Requested',
      'Response received',
      'Pass Off Requested',
      'Response received',
      'Request Closed',
    ]);
    expect(steps.map((s) => s.by)).toEqual([
      null,
      'Staff',
      'Staff',
      'Partner',
      'Staff',
      'Admin & New Staff',
      null,
    ]);
  });

  it('marks Request Opened as current while no flag is set', () => {
    const steps = timelineSteps(statusFixture(), false);
    expect(current(steps)).toEqual(['requestOpened']);
    expect(steps.filter((s) => s.reached).map((s) => s.key)).toEqual(['requestOpened']);
  });

  it('makes the last true flag of ranks the current step, with the dates of reached steps', () => {
    const steps = timelineSteps(
      statusFixture(
        { requestActivated: true, moreTimeSent: true, moreTimeDuration: 2 },
        { requestActivated: '2026-03-01T12:00:00.000Z', moreTimeSent: '2026-03-02T09:00:00.000Z' },
      ),
      false,
    );
    expect(current(steps)).toEqual(['moreTimeSent']);
    const asked = steps.find((s) => s.key === 'moreTimeSent');
    expect(asked).toMatchObject({ reached: true, date: '2026-03-02T09:00:00.000Z' });
    expect(asked?.detail).toBe('2 more days');
    expect(steps.find((s) => s.key === 'moreTimeStatus')).toMatchObject({
      reached: false,
      date: null,
    });
  });

  it('ends on Request Closed with its reason once closed, even with steps skipped', () => {
    const steps = timelineSteps(
      statusFixture(
        { requestActivated: true, closedOn: '2026-03-03T10:00:00.000Z', closeReason: 'Overdue' },
        { requestActivated: '2026-03-01T12:00:00.000Z', closedOn: '2026-03-03T10:00:00.000Z' },
      ),
      false,
    );
    expect(current(steps)).toEqual(['closedOn']);
    expect(steps.filter((s) => s.skipped).map((s) => s.key)).toEqual([
      'moreTimeSent',
      'moreTimeStatus',
      'passOffSent',
      'passOffStatus',
    ]);
    expect(steps.at(-1)).toMatchObject({
      label: 'Request Closed',
      date: '2026-03-03T10:00:00.000Z',
      detail: 'Overdue: not delivered by its due time',
    });
  });

  it('skips activation, more time and pass-off for a revision', () => {
    const open = timelineSteps(statusFixture({}, {}, [...revisionStatusRanks]), true);
    expect(labels(open)).toEqual(['Request Opened', 'Request Closed']);
    expect(current(open)).toEqual(['requestOpened']);
    const closed = timelineSteps(
      statusFixture(
        { closedOn: '2026-03-04T10:00:00.000Z', closeReason: 'Fulfilled' },
        { closedOn: '2026-03-04T10:00:00.000Z' },
        [...revisionStatusRanks],
      ),
      true,
    );
    expect(current(closed)).toEqual(['closedOn']);
    expect(closed.at(-1)?.detail).toBe('Fulfilled');
  });
});
