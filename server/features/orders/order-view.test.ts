import { describe, expect, it } from 'vitest';
import { currentStep } from '../../../common/api/orders.js';
import { productStatusOf } from './order-view.js';
import type { ExtensionRow } from './orders-lists.repository.js';

const order = {
  is_revision: 0,
  created_at: '2026-11-23T10:00:00.000Z',
  activated_at: null,
  close_reason: null,
  closed_at: null,
};
const extension = (over: Partial<ExtensionRow> = {}): ExtensionRow => ({
  request_id: 'r',
  staff_id: 's',
  days: 3,
  reason: '',
  state: 'Pending',
  created_at: '2026-11-23T11:00:00.000Z',
  expires_at: '2026-11-24T11:00:00.000Z',
  answered_at: null,
  ...over,
});

describe('the tracker of an order', () => {
  it('starts with no step reached', () => {
    const status = productStatusOf(order, undefined, undefined);
    expect(currentStep(status)).toBeNull();
    expect(status.times.requestOpened).toBe(order.created_at);
  });

  it('shows a pending request for more time as sent, with its days but no answer', () => {
    const status = productStatusOf(order, extension(), undefined);
    expect(status.flags).toMatchObject({
      moreTimeSent: true,
      moreTimeStatus: null,
      moreTimeDuration: 3,
    });
    expect(currentStep(status)).toBe('moreTimeSent');
  });

  it('dates an expired request at its deadline when nobody wrote an answer time', () => {
    const status = productStatusOf(order, extension({ state: 'Expired' }), undefined);
    expect(status.flags.moreTimeStatus).toBe('Expired');
    expect(status.times.moreTimeStatus).toBe('2026-11-24T11:00:00.000Z');
    expect(currentStep(status)).toBe('moreTimeStatus');
  });

  it('dates a pass-off step by its answer, else its assignment', () => {
    const passOff = {
      state: 'Assigned' as const,
      created_at: '2026-11-23T12:00:00.000Z',
      assigned_at: '2026-11-23T13:00:00.000Z',
      answered_at: null,
      new_staff_name: 'Edna Editor',
    };
    const assigned = productStatusOf(order, undefined, passOff);
    expect(assigned.flags).toMatchObject({ passOffStatus: 'Assigned', newStaff: 'Edna Editor' });
    expect(assigned.times.passOffStatus).toBe('2026-11-23T13:00:00.000Z');
    const declined = productStatusOf(order, undefined, {
      ...passOff,
      state: 'Declined',
      answered_at: '2026-11-23T14:00:00.000Z',
    });
    expect(declined.times.passOffStatus).toBe('2026-11-23T14:00:00.000Z');
  });

  it('gives a revision only its closing step', () => {
    const status = productStatusOf(
      {
        ...order,
        is_revision: 1,
        closed_at: '2026-11-25T00:00:00.000Z',
        close_reason: 'Fulfilled',
      },
      undefined,
      undefined,
    );
    expect(status.ranks).toEqual(['closedOn']);
    expect(currentStep(status)).toBe('closedOn');
  });
});
