import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './api/orders/order-form.js';
import {
  areClosedStatuses,
  closedStatuses,
  isAwaitingReview,
  isDelivered,
  isExpired,
  isOpen,
  orderStateLabel,
  type OrderStateFields,
} from './order-state.js';

const open: OrderStateFields = { status: 'open', closeReason: null, review: null };
const delivered = (state?: 'awaiting' | 'revised' | 'accepted'): OrderStateFields => ({
  status: 'fulfilled',
  closeReason: 'Fulfilled',
  review: state ? { state } : null,
});
const overdue: OrderStateFields = { status: 'cancelled', closeReason: 'Overdue', review: null };

describe('orderStateLabel', () => {
  it('names each state an order can be in', () => {
    expect(orderStateLabel(open)).toBe('Open');
    expect(orderStateLabel(delivered('awaiting'))).toBe('Delivered — awaiting review');
    expect(orderStateLabel(delivered('revised'))).toBe('Delivered — revised');
    expect(orderStateLabel(delivered('accepted'))).toBe('Accepted');
    expect(orderStateLabel(delivered())).toBe('Delivered');
    expect(orderStateLabel(overdue)).toBe('Request Expired');
    expect(orderStateLabel({ status: 'cancelled', closeReason: null })).toBe('Cancelled');
  });
});

describe('the order state predicates', () => {
  it('tell open, delivered, awaiting review and expired orders apart', () => {
    expect([isOpen(open), isDelivered(open), isExpired(open)]).toEqual([true, false, false]);
    expect(isAwaitingReview(delivered('awaiting'))).toBe(true);
    expect(isAwaitingReview(delivered('revised'))).toBe(false);
    expect(isAwaitingReview({ ...open, review: { state: 'awaiting' } })).toBe(false);
    expect([isOpen(overdue), isDelivered(overdue), isExpired(overdue)]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('know the closed statuses as every status but open, in any order', () => {
    expect(closedStatuses).toEqual(['fulfilled', 'cancelled']);
    expect(areClosedStatuses(['cancelled', 'fulfilled'])).toBe(true);
    expect(areClosedStatuses(['fulfilled'])).toBe(false);
    expect(areClosedStatuses(['fulfilled', 'fulfilled'] as OrderStatus[])).toBe(false);
    expect(areClosedStatuses(['open', 'fulfilled'])).toBe(false);
  });
});
