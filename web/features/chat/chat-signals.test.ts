import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatLimits } from '../../../common/limits';
import { ChatSignals, typingText } from './chat-signals';

describe('chat signals', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a typist for a few seconds, renewed by each signal, and drops them when they send', () => {
    const signals = new ChatSignals();
    signals.typed('Direct:pat', 'pat', 'Pat');
    expect(typingText(signals.getSnapshot().typing['Direct:pat'] ?? [])).toBe('Pat is typing…');
    vi.advanceTimersByTime(chatLimits.typingShownMs - 1000);
    signals.typed('Direct:pat', 'pat', 'Pat');
    vi.advanceTimersByTime(2000);
    expect(signals.getSnapshot().typing['Direct:pat']).toHaveLength(1);
    vi.advanceTimersByTime(chatLimits.typingShownMs);
    expect(signals.getSnapshot().typing['Direct:pat']).toBeUndefined();

    signals.typed('Group:g', 'pat', 'Pat');
    signals.typed('Group:g', 'ed', 'Eddie');
    expect(typingText(signals.getSnapshot().typing['Group:g'] ?? [])).toBe(
      'Pat and Eddie are typing…',
    );
    signals.activity('Group:g', 12, 'pat');
    expect(typingText(signals.getSnapshot().typing['Group:g'] ?? [])).toBe('Eddie is typing…');
    expect(signals.getSnapshot().latest['Group:g']).toBe(12);
  });

  it('only moves read marks and activity forward', () => {
    const signals = new ChatSignals();
    signals.load({ seen: { 'Direct:pat': 5 }, latest: { 'Direct:pat': 9 } });
    signals.readUpTo('Direct:pat', 3);
    signals.activity('Direct:pat', 7, 'pat');
    expect(signals.getSnapshot()).toMatchObject({
      seen: { 'Direct:pat': 5 },
      latest: { 'Direct:pat': 9 },
    });
    signals.readUpTo('Direct:pat', 9);
    expect(signals.getSnapshot().seen['Direct:pat']).toBe(9);
  });
});
