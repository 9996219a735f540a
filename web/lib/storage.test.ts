import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('storage', () => {
  it('keeps a value in localStorage and removes it on null', () => {
    writeStored('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(readStored('k')).toBe('v');
    writeStored('k', null);
    expect(readStored('k')).toBeNull();
  });

  it('keeps values in memory when localStorage refuses', () => {
    const refuse = () => {
      throw new Error('blocked');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    writeStored('blocked', 'kept');
    expect(readStored('blocked')).toBe('kept');
    writeStored('blocked', null);
    expect(readStored('blocked')).toBeNull();
  });
});
