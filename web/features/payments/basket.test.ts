import { describe, expect, it } from 'vitest';
import { addToBasket, parseBasket, setQuantity, type BasketEntry } from './basket';

const edit10 = { name: 'Video Edit' as const, args: [10] };

describe('basket rules (docs/product.md §4)', () => {
  it('adds a new line with quantity 1 and ignores the same name and args again', () => {
    const once = addToBasket([], edit10);
    expect(once).toEqual([{ id: 'Video Edit-10', name: 'Video Edit', args: [10], quantity: 1 }]);
    const bumped = setQuantity(once, 'Video Edit-10', 3);
    expect(addToBasket(bumped, edit10)).toEqual(bumped);
    expect(addToBasket(bumped, { name: 'Video Edit', args: [20] })).toHaveLength(2);
  });

  it('removes a line at quantity 0 and never goes below 0 or above the limit', () => {
    const basket: BasketEntry[] = addToBasket(addToBasket([], edit10), {
      name: 'Video Thumbnail',
      args: [],
    });
    expect(setQuantity(basket, 'Video Edit-10', 0).map((l) => l.id)).toEqual(['Video Thumbnail']);
    expect(setQuantity(basket, 'Video Edit-10', -4).map((l) => l.id)).toEqual(['Video Thumbnail']);
    expect(setQuantity(basket, 'Video Thumbnail', 999)[1]?.quantity).toBe(50);
    expect(setQuantity(basket, 'Video Thumbnail', 2.7)[1]?.quantity).toBe(2);
  });

  it('reads back a stored basket, dropping lines the shop does not sell', () => {
    const raw = JSON.stringify([
      { name: 'Video Edit', args: [10], quantity: 2 },
      { name: 'Video Edit', args: [7], quantity: 1 },
      { name: 'Gold Edit', args: [], quantity: 1 },
      { name: 'Video Edit', args: [10], quantity: 5 },
      { name: 'Video Thumbnail', args: [], quantity: -1 },
    ]);
    expect(parseBasket(raw)).toEqual([
      { id: 'Video Edit-10', name: 'Video Edit', args: [10], quantity: 2 },
    ]);
    expect(parseBasket('not json')).toEqual([]);
    expect(parseBasket(null)).toEqual([]);
  });
});
