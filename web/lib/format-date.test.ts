import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes a time in the chosen style', () => {
    const iso = '2026-03-12T14:05:00Z';
    const at = new Date(iso);
    expect(formatDate(iso)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(at),
    );
    expect(formatDate(iso, 'longDate')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(at),
    );
    expect(formatDate(iso, 'dateTime')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    );
  });

  it('gives back a value it cannot read', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
