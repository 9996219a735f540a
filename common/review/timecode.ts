// Frame and SMPTE timecode maths for review notes. A note is stored as a frame number at the
// video's exact rate (num/den), never as seconds, so it lands on the same picture in any player
// and in the editor's software.

/** An exact frame rate: 29.97 is 30000/1001, never the float. */
export type FrameRate = { num: number; den: number };

/** The rates a note may be made at: the ones cameras and editing software use. */
export const knownFrameRates: readonly FrameRate[] = [
  { num: 24000, den: 1001 },
  { num: 24, den: 1 },
  { num: 25, den: 1 },
  { num: 30000, den: 1001 },
  { num: 30, den: 1 },
  { num: 50, den: 1 },
  { num: 60000, den: 1001 },
  { num: 60, den: 1 },
];

/** Whether a rate is one of knownFrameRates. */
export function isKnownFrameRate(rate: FrameRate): boolean {
  return knownFrameRates.some((r) => r.num === rate.num && r.den === rate.den);
}

/** The known rate closest to a measured frames-per-second figure (a browser's estimate). */
export function nearestFrameRate(fps: number): FrameRate {
  let best = knownFrameRates[2] as FrameRate;
  for (const r of knownFrameRates)
    if (Math.abs(r.num / r.den - fps) < Math.abs(best.num / best.den - fps)) best = r;
  return best;
}

/** `23.976`, `25`, `29.97`: how people name a rate. */
export function frameRateLabel(rate: FrameRate): string {
  const fps = rate.num / rate.den;
  return Number.isInteger(fps) ? String(fps) : (Math.round(fps * 1000) / 1000).toString();
}

/** The frames a timecode second counts: 24 for 23.976, 30 for 29.97. */
export function timebaseOf(rate: FrameRate): number {
  return Math.round(rate.num / rate.den);
}

/** NTSC rates (x/1001) of 30 and 60 are written in drop-frame timecode; 23.976 is not. */
export function isDropFrame(rate: FrameRate): boolean {
  const base = timebaseOf(rate);
  return rate.den === 1001 && (base === 30 || base === 60);
}

/** Where a frame starts, in seconds. */
export function frameToSeconds(frame: number, rate: FrameRate): number {
  return (frame * rate.den) / rate.num;
}

/**
 * Where a player should seek to show a frame: its middle, so rounding in the player never lands
 * on the frame before.
 */
export function seekSecondsOf(frame: number, rate: FrameRate): number {
  return ((frame + 0.5) * rate.den) / rate.num;
}

/** The frame shown at a playback time (a millionth of a frame's slack absorbs float noise). */
export function secondsToFrame(seconds: number, rate: FrameRate): number {
  return Math.max(0, Math.floor((seconds * rate.num) / rate.den + 1e-6));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * SMPTE timecode of a frame: `HH:MM:SS:FF`, or `HH:MM:SS;FF` in drop-frame, where frame labels
 * 0 and 1 (0-3 at 59.94) are skipped at every minute except each tenth so the clock keeps time.
 */
export function frameToTimecode(frame: number, rate: FrameRate): string {
  const base = timebaseOf(rate);
  let f = frame;
  if (isDropFrame(rate)) {
    const drop = base === 60 ? 4 : 2;
    const perTenMinutes = base * 600 - drop * 9;
    const perMinute = base * 60 - drop;
    const tens = Math.floor(f / perTenMinutes);
    const rest = f % perTenMinutes;
    f += drop * 9 * tens + (rest > drop ? drop * Math.floor((rest - drop) / perMinute) : 0);
  }
  const ff = f % base;
  const totalSeconds = Math.floor(f / base);
  const hh = Math.floor(totalSeconds / 3600) % 24;
  const sep = isDropFrame(rate) ? ';' : ':';
  return `${pad(hh)}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(totalSeconds % 60)}${sep}${pad(ff)}`;
}

/** The frame of a SMPTE timecode, or null when it is malformed or names a dropped label. */
export function timecodeToFrame(timecode: string, rate: FrameRate): number | null {
  const m = /^(\d{2}):(\d{2}):(\d{2})[:;.,](\d{2})$/.exec(timecode);
  if (!m) return null;
  const [hh, mm, ss, ff] = m.slice(1).map(Number) as [number, number, number, number];
  const base = timebaseOf(rate);
  if (mm > 59 || ss > 59 || ff >= base) return null;
  const frames = (hh * 3600 + mm * 60 + ss) * base + ff;
  if (!isDropFrame(rate)) return frames;
  const drop = base === 60 ? 4 : 2;
  if (ss === 0 && ff < drop && mm % 10 !== 0) return null;
  const minutes = hh * 60 + mm;
  return frames - drop * (minutes - Math.floor(minutes / 10));
}
