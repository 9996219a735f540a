import { describe, expect, it } from 'vitest';
import { staffRating } from './staff-rating.js';

describe('staffRating', () => {
  it('starts at 5 with no review and no missed deadline', () => {
    expect(staffRating({ starsSum: 0, reviews: 0, missedDeadlines: 0 })).toBe(5);
  });

  it('takes 0.5 per missed deadline from 5 before the first review, as before reviews existed', () => {
    expect(staffRating({ starsSum: 0, reviews: 0, missedDeadlines: 3 })).toBe(3.5);
  });

  it('is the mean of the stars minus 0.5 per missed deadline, to two decimals', () => {
    expect(staffRating({ starsSum: 4 + 5 + 5, reviews: 3, missedDeadlines: 1 })).toBe(4.17);
  });

  it('never goes below 0', () => {
    expect(staffRating({ starsSum: 1, reviews: 1, missedDeadlines: 4 })).toBe(0);
  });
});
