import type { ReviewNote } from '../../../common/api/review.js';
import {
  frameToTimecode,
  isDropFrame,
  timebaseOf,
  type FrameRate,
} from '../../../common/review/timecode.js';
import { oneLine } from './export-edl.js';

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The notes as Final Cut Pro 7 XML (xmeml), which Premiere Pro and Resolve import: a sequence at
 * the video's rate whose markers are the notes (frame in, frame out or -1), named with their
 * timecode and carrying author and text as the comment.
 */
export function notesFcpXml(notes: readonly ReviewNote[], title: string, rate: FrameRate): string {
  const ntsc = rate.den === 1001 ? 'TRUE' : 'FALSE';
  const rateXml = [
    '      <rate>',
    `        <timebase>${timebaseOf(rate)}</timebase>`,
    `        <ntsc>${ntsc}</ntsc>`,
    '      </rate>',
  ];
  const end = notes.reduce((m, n) => Math.max(m, (n.frameOut ?? n.frame) + 1), 0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE xmeml>',
    '<xmeml version="4">',
    '  <sequence>',
    `    <name>${xml(oneLine(title))}</name>`,
    `    <duration>${end}</duration>`,
    ...rateXml.map((l) => l.slice(2)),
    '    <timecode>',
    ...rateXml,
    `      <string>${frameToTimecode(0, rate)}</string>`,
    '      <frame>0</frame>',
    `      <displayformat>${isDropFrame(rate) ? 'DF' : 'NDF'}</displayformat>`,
    '    </timecode>',
  ];
  for (const n of notes)
    lines.push(
      '    <marker>',
      `      <name>${xml(`${n.timecode} ${n.state === 'done' ? 'done' : 'open'}`)}</name>`,
      `      <comment>${xml(oneLine(`${n.author.name}: ${n.body}`))}</comment>`,
      `      <in>${n.frame}</in>`,
      `      <out>${n.frameOut ?? -1}</out>`,
      '    </marker>',
    );
  lines.push('    <media>', '      <video />', '    </media>', '  </sequence>', '</xmeml>', '');
  return lines.join('\n');
}
