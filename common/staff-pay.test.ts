import { describe, expect, it } from 'vitest';
import { payTierOf, staffPayCents, type PaidJob } from './staff-pay';

const videoEdit = (minutes: number): PaidJob => ({
  type: 'Edit',
  product: 'Video Edit',
  durationMinutes: minutes,
  isRevision: false,
});
const short = (minutes: number): PaidJob => ({
  type: 'Edit',
  product: 'Shorts Edit',
  durationMinutes: minutes,
  isRevision: false,
});
const thumbnail: PaidJob = {
  type: 'Thumbnail',
  product: null,
  durationMinutes: null,
  isRevision: false,
};

describe('staff pay by the docs/product.md §9 tier table', () => {
  it('pays a Video Edit per 10 minutes: $10, $15, $20 for tiers 1, 2, 3', () => {
    expect(staffPayCents(videoEdit(10), 1)).toBe(1000);
    expect(staffPayCents(videoEdit(10), 2)).toBe(1500);
    expect(staffPayCents(videoEdit(10), 3)).toBe(2000);
    expect(staffPayCents(videoEdit(60), 2)).toBe(9000);
  });

  it('pays part of 10 minutes pro rata, rounded to the cent', () => {
    expect(staffPayCents(videoEdit(25), 1)).toBe(2500);
    expect(staffPayCents(videoEdit(7), 2)).toBe(1050);
    expect(staffPayCents(videoEdit(1), 3)).toBe(500);
  });

  it('pays a Shorts Edit per 60 seconds: $5, $7.50, $10', () => {
    expect(staffPayCents(short(1), 1)).toBe(500);
    expect(staffPayCents(short(3), 2)).toBe(2250);
    expect(staffPayCents(short(5), 3)).toBe(5000);
  });

  it('pays a thumbnail $5 at every tier', () => {
    for (const tier of [1, 2, 3]) expect(staffPayCents(thumbnail, tier)).toBe(500);
  });

  it('pays a revision the per-order minimum', () => {
    expect(staffPayCents({ ...videoEdit(60), isRevision: true }, 3)).toBe(500);
    expect(
      staffPayCents({ type: 'Edit', product: null, durationMinutes: null, isRevision: true }, 2),
    ).toBe(500);
  });

  it('never pays below the per-order minimum', () => {
    expect(staffPayCents(videoEdit(2), 1)).toBe(500);
    expect(staffPayCents({ ...videoEdit(0), durationMinutes: null }, 1)).toBe(500);
  });

  it('pays an unknown or missing tier as tier 1', () => {
    expect(payTierOf(undefined).tier).toBe(1);
    expect(payTierOf(7).tier).toBe(1);
    expect(staffPayCents(videoEdit(10), null)).toBe(1000);
  });
});
