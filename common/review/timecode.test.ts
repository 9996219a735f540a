import { describe, expect, it } from 'vitest';
import {
  frameToSeconds,
  frameToTimecode,
  isDropFrame,
  isKnownFrameRate,
  nearestFrameRate,
  secondsToFrame,
  seekSecondsOf,
  timecodeToFrame,
  type FrameRate,
} from './timecode.js';

const r23 = { num: 24000, den: 1001 };
const r24 = { num: 24, den: 1 };
const r25 = { num: 25, den: 1 };
const r2997 = { num: 30000, den: 1001 };
const r30 = { num: 30, den: 1 };
const r50 = { num: 50, den: 1 };
const r5994 = { num: 60000, den: 1001 };
const r60 = { num: 60, den: 1 };
const all: FrameRate[] = [r23, r24, r25, r2997, r30, r50, r5994, r60];

describe('frames and seconds', () => {
  it.each(all)('round-trips every frame of the first ten minutes at %o', (rate) => {
    for (let f = 0; f < 600 * 60; f += 7) {
      expect(secondsToFrame(frameToSeconds(f, rate), rate)).toBe(f);
      expect(secondsToFrame(seekSecondsOf(f, rate), rate)).toBe(f);
    }
  });

  it('puts frame 120 of a 25 fps video at 4.8 s, and of 23.976 at 5.005 s', () => {
    expect(frameToSeconds(120, r25)).toBe(4.8);
    expect(frameToSeconds(120, r23)).toBeCloseTo(5.005, 9);
    expect(secondsToFrame(4.8, r25)).toBe(120);
    expect(secondsToFrame(4.79, r25)).toBe(119);
  });

  it('knows the rates and finds the nearest to a browser estimate', () => {
    expect(all.every(isKnownFrameRate)).toBe(true);
    expect(isKnownFrameRate({ num: 29970, den: 1000 })).toBe(false);
    expect(nearestFrameRate(29.969)).toEqual(r2997);
    expect(nearestFrameRate(23.98)).toEqual(r23);
    expect(nearestFrameRate(59.9)).toEqual(r5994);
  });
});

describe('SMPTE timecode', () => {
  it('counts 23.976 in non-drop frames of 24', () => {
    expect(isDropFrame(r23)).toBe(false);
    expect(frameToTimecode(0, r23)).toBe('00:00:00:00');
    expect(frameToTimecode(23, r23)).toBe('00:00:00:23');
    expect(frameToTimecode(24, r23)).toBe('00:00:01:00');
    expect(frameToTimecode(24 * 3600, r23)).toBe('01:00:00:00');
  });

  it('counts 25 fps in frames of 25', () => {
    expect(frameToTimecode(120, r25)).toBe('00:00:04:20');
    expect(frameToTimecode(25 * 60 + 1, r25)).toBe('00:01:00:01');
    expect(timecodeToFrame('00:00:04:20', r25)).toBe(120);
    expect(timecodeToFrame('00:00:04:25', r25)).toBeNull();
  });

  it('drops labels 00 and 01 each minute but every tenth at 29.97', () => {
    expect(isDropFrame(r2997)).toBe(true);
    expect(frameToTimecode(1799, r2997)).toBe('00:00:59;29');
    expect(frameToTimecode(1800, r2997)).toBe('00:01:00;02');
    expect(frameToTimecode(17981, r2997)).toBe('00:09:59;29');
    expect(frameToTimecode(17982, r2997)).toBe('00:10:00;00');
    expect(frameToTimecode(107892, r2997)).toBe('01:00:00;00');
    expect(timecodeToFrame('00:01:00;02', r2997)).toBe(1800);
    expect(timecodeToFrame('00:01:00;00', r2997)).toBeNull();
    expect(timecodeToFrame('00:10:00;00', r2997)).toBe(17982);
  });

  it('drops four labels a minute at 59.94 and none at 60', () => {
    expect(frameToTimecode(3599, r5994)).toBe('00:00:59;59');
    expect(frameToTimecode(3600, r5994)).toBe('00:01:00;04');
    expect(frameToTimecode(215784, r5994)).toBe('01:00:00;00');
    expect(frameToTimecode(3600, r60)).toBe('00:01:00:00');
    expect(frameToTimecode(216000, r60)).toBe('01:00:00:00');
    expect(timecodeToFrame('00:01:00;03', r5994)).toBeNull();
  });

  it.each(all)('turns every timecode back into its frame at %o', (rate) => {
    for (let f = 0; f < 2 * 3600 * 60; f += 97)
      expect(timecodeToFrame(frameToTimecode(f, rate), rate)).toBe(f);
  });

  it('refuses malformed timecodes', () => {
    expect(timecodeToFrame('1:00:00:00', r25)).toBeNull();
    expect(timecodeToFrame('00:60:00:00', r25)).toBeNull();
    expect(timecodeToFrame('junk', r25)).toBeNull();
  });
});
