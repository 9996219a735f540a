import { useCallback, useSyncExternalStore } from 'react';
import { BasketItem as BasketItemSchema } from '../../../common/api/payments';
import { shopLimits } from '../../../common/limits';
import { basketLineId, type Product } from '../../../common/pricing';
import { readStored, writeStored } from '../../lib/storage';

/** A line of the basket (docs/product.md §3 Basket item): the service, its option values, how many, its id. */
export type BasketEntry = { id: string; name: Product; args: number[]; quantity: number };

/** docs/product.md §4: adding an item whose name and args are already in the basket is ignored. */
export function addToBasket(
  basket: readonly BasketEntry[],
  item: { name: Product; args: readonly number[] },
): BasketEntry[] {
  const id = basketLineId(item.name, item.args);
  if (basket.some((line) => line.id === id)) return [...basket];
  return [...basket, { id, name: item.name, args: [...item.args], quantity: 1 }];
}

/** docs/product.md §4: quantity 0 removes the line, otherwise the quantity updates (minimum 0). */
export function setQuantity(
  basket: readonly BasketEntry[],
  id: string,
  quantity: number,
): BasketEntry[] {
  const kept = Math.min(
    shopLimits.quantityMax,
    Math.max(shopLimits.quantityMin, Math.floor(quantity)),
  );
  if (!Number.isFinite(quantity) || kept === 0) return basket.filter((line) => line.id !== id);
  return basket.map((line) => (line.id === id ? { ...line, quantity: kept } : line));
}

/**
 * Reads a stored basket, keeping only lines the shop still sells (a catalogue change or a hand
 * edit of storage must not reach checkout as a line the server will refuse).
 */
export function parseBasket(raw: string | null): BasketEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const lines: BasketEntry[] = [];
    for (const entry of value) {
      const parsed = BasketItemSchema.safeParse(entry);
      if (!parsed.success) continue;
      const { name, args, quantity } = parsed.data;
      const id = basketLineId(name, args);
      if (lines.some((line) => line.id === id)) continue;
      lines.push({ id, name: name as Product, args, quantity });
    }
    return lines.slice(0, shopLimits.basketLinesMax);
  } catch {
    return [];
  }
}

/** Where a user's basket is kept: per account, so one person's basket never shows for another. */
const basketStorageKey = (uid: string | null) => `crewcast.basket.${uid ?? 'anonymous'}`;

function writeRaw(key: string, value: string | null): void {
  writeStored(key, value);
  listeners.forEach((listener) => listener());
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the basket: the storage event tells this one.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

// useSyncExternalStore needs the same array back while the stored text is unchanged.
const parsedCache = new Map<string, { raw: string | null; basket: BasketEntry[] }>();

function snapshot(key: string): BasketEntry[] {
  const raw = readStored(key);
  const cached = parsedCache.get(key);
  if (cached && cached.raw === raw) return cached.basket;
  const basket = parseBasket(raw);
  parsedCache.set(key, { raw, basket });
  return basket;
}

/** Empties a user's stored basket (after a completed purchase). */
export function clearStoredBasket(uid: string | null): void {
  writeRaw(basketStorageKey(uid), null);
}

/** How many items a user's cart holds (the sum of its quantities), for the sidebar's Shop entry. */
export function useBasketCount(uid: string | null): number {
  const key = basketStorageKey(uid);
  const basket = useSyncExternalStore(subscribe, () => snapshot(key));
  return basket.reduce((sum, line) => sum + line.quantity, 0);
}

/** The basket, kept in localStorage so it survives a reload, and shared with other tabs. */
export function useBasket(uid: string | null) {
  const key = basketStorageKey(uid);
  const basket = useSyncExternalStore(subscribe, () => snapshot(key));
  const update = useCallback(
    (next: (current: BasketEntry[]) => BasketEntry[]) => {
      const value = next(snapshot(key));
      writeRaw(
        key,
        JSON.stringify(value.map(({ name, args, quantity }) => ({ name, args, quantity }))),
      );
    },
    [key],
  );
  return {
    basket,
    add: (item: { name: Product; args: readonly number[] }) =>
      update((current) => addToBasket(current, item)),
    setQuantity: (id: string, quantity: number) =>
      update((current) => setQuantity(current, id, quantity)),
    clear: () => update(() => []),
  };
}
