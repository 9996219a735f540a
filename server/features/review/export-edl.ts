import type { ReviewNote } from '../../../common/api/review.js';
import { frameToTimecode, isDropFrame, type FrameRate } from '../../../common/review/timecode.js';

/** One line of free text: EDL readers split on line ends and choke on control characters. */
export const oneLine = (s: string) =>
  s
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The notes as a CMX3600 EDL: one cut event per note spanning its range (one frame without an
 * out point) with a `* LOC:` marker line Resolve and Premiere read as a marker (red while open,
 * green once done) carrying the note's author and text. A range covers every frame the reviewer
 * marked, its last one included, so the exclusive out timecode is the frame after it. The source
 * side counts from the video's first frame, the record side (and the marker) from `start`.
 */
export function notesEdl(
  notes: readonly ReviewNote[],
  title: string,
  rate: FrameRate,
  start = 0,
): string {
  const tc = (f: number) => frameToTimecode(f, rate);
  const rec = (f: number) => frameToTimecode(start + f, rate);
  const lines = [
    `TITLE: ${oneLine(title)}`,
    `FCM: ${isDropFrame(rate) ? 'DROP FRAME' : 'NON-DROP FRAME'}`,
    '',
  ];
  notes.forEach((n, i) => {
    const out = (n.frameOut ?? n.frame) + 1;
    const event = String(i + 1).padStart(3, '0');
    const source = `${tc(n.frame)} ${tc(out)}`;
    const record = `${rec(n.frame)} ${rec(out)}`;
    lines.push(`${event}  ${'AX'.padEnd(8)} ${'V'.padEnd(5)} ${'C'.padEnd(8)} ${source} ${record}`);
    const color = n.state === 'done' ? 'GREEN' : 'RED';
    lines.push(
      `* LOC: ${rec(n.frame)} ${color.padEnd(7)} ${oneLine(`${n.author.name}: ${n.body}`)}`,
    );
    lines.push('');
  });
  return lines.join('\r\n');
}
