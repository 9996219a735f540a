import { describe, expect, it } from 'vitest';
import { dayText, readerTime } from '../../common/date-text';
import { formatDate, formatDay, timeZoneKey } from './format-date';
import { writeStored } from './storage';

describe('formatDate', () => {
  it('writes a time in the chosen style', () => {
    const iso = '2026-03-12T14:05:00Z';
    const at = new Date(iso);
    expect(formatDate(iso)).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(at),
    );
    expect(formatDate(iso, 'longDate')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(at),
    );
    expect(formatDate(iso, 'dateTime')).toBe(
      new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
      }).format(at),
    );
  });

  it('gives back a value it cannot read', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('formatDate in the user time zone', () => {
  it('shows the same moment at the wall-clock time of the stored zone', () => {
    const iso = '2026-03-12T23:30:00Z';
    writeStored(timeZoneKey, 'Asia/Tokyo');
    const tokyo = formatDate(iso, 'dateTime');
    writeStored(timeZoneKey, 'America/Los_Angeles');
    const la = formatDate(iso, 'dateTime');
    writeStored(timeZoneKey, null);
    const expected = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone,
      }).format(new Date(iso));
    expect(tokyo).toBe(expected('Asia/Tokyo'));
    expect(la).toBe(expected('America/Los_Angeles'));
    expect(tokyo).not.toBe(la);
  });

  it('falls back to the browser zone for a zone it does not know', () => {
    const iso = '2026-03-12T23:30:00Z';
    expect(formatDate(iso, 'date', 'Nowhere/Land')).toBe(formatDate(iso, 'date', undefined));
  });
});

describe('one way to write a date', () => {
  it('writes a vacation day and a due time on the page as the chat and e-mails write them', () => {
    expect(formatDay('2026-11-30')).toBe('30 Nov 2026');
    expect(formatDay('2026-11-30')).toBe(dayText('2026-11-30'));
    expect(formatDay('2026-11-30', 'short')).toBe('30 Nov');
    const due = '2026-12-03T10:00:00.000Z';
    expect(formatDate(due, 'dateTime', 'Europe/Berlin')).toBe('3 Dec 2026, 11:00');
    expect(formatDate(due, 'dateTime', 'Europe/Berlin')).toBe(readerTime(due, 'Europe/Berlin'));
  });
});
