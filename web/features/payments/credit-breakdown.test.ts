import { describe, expect, it } from 'vitest';
import { groupEditCredits } from './credit-breakdown';

describe('groupEditCredits', () => {
  it('counts unused edits per product and length, Video Edits first, shorter first', () => {
    const rows = [
      { Product: 'Video Edit', Duration: 20 },
      { Product: 'Shorts Edit', Duration: 3 },
      { Product: 'Video Edit', Duration: 10 },
      { Product: 'Video Edit', Duration: 20 },
      { Product: 'Video Edit', Duration: 10 },
      { Product: 'Video Edit', Duration: 10 },
    ] as const;
    expect(groupEditCredits(rows)).toEqual([
      { product: 'Video Edit', minutes: 10, count: 3 },
      { product: 'Video Edit', minutes: 20, count: 2 },
      { product: 'Shorts Edit', minutes: 3, count: 1 },
    ]);
  });

  it('is empty without credits', () => {
    expect(groupEditCredits([])).toEqual([]);
  });
});
