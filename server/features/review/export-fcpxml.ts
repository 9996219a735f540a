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

/** Where the sequence starts and the video the notes were made on (its name and length). */
export type FcpXmlOptions = {
  start?: number;
  media?: { name: string; durationFrames: number | null } | null;
};

/** `<rate>` at the given indent. */
const rateXml = (rate: FrameRate, indent: string) => [
  `${indent}<rate>`,
  `${indent}  <timebase>${timebaseOf(rate)}</timebase>`,
  `${indent}  <ntsc>${rate.den === 1001 ? 'TRUE' : 'FALSE'}</ntsc>`,
  `${indent}</rate>`,
];

/**
 * The sequence's one clip: the reviewed video from its first frame, as a file reference the
 * editing software relinks by name (the export cannot know where the editor keeps the file).
 */
function clipXml(media: { name: string }, length: number, rate: FrameRate): string[] {
  const name = xml(media.name);
  const i = ' '.repeat(12);
  return [
    '        <track>',
    '          <clipitem id="clipitem-1">',
    `${i}<name>${name}</name>`,
    `${i}<duration>${length}</duration>`,
    ...rateXml(rate, i),
    `${i}<start>0</start>`,
    `${i}<end>${length}</end>`,
    `${i}<in>0</in>`,
    `${i}<out>${length}</out>`,
    `${i}<file id="file-1">`,
    `${i}  <name>${name}</name>`,
    `${i}  <pathurl>file://localhost/${xml(encodeURIComponent(media.name))}</pathurl>`,
    ...rateXml(rate, `${i}  `),
    `${i}  <duration>${length}</duration>`,
    `${i}  <media>`,
    `${i}    <video />`,
    `${i}  </media>`,
    `${i}</file>`,
    '          </clipitem>',
    '        </track>',
  ];
}

/**
 * The notes as Final Cut Pro 7 XML (xmeml), which Premiere Pro and Resolve import: a sequence at
 * the video's rate starting at `start` whose markers are the notes (in, and out just after the
 * last marked frame, or -1 without a range), named with their timecode and carrying author and
 * text as the comment, over one clip that references the reviewed video.
 */
export function notesFcpXml(
  notes: readonly ReviewNote[],
  title: string,
  rate: FrameRate,
  options: FcpXmlOptions = {},
): string {
  const start = options.start ?? 0;
  const media = options.media ?? null;
  const end = notes.reduce((m, n) => Math.max(m, (n.frameOut ?? n.frame) + 1), 0);
  const length = Math.max(end, media?.durationFrames ?? 0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE xmeml>',
    '<xmeml version="4">',
    '  <sequence>',
    `    <name>${xml(oneLine(title))}</name>`,
    `    <duration>${length}</duration>`,
    ...rateXml(rate, '    '),
    '    <timecode>',
    ...rateXml(rate, '      '),
    `      <string>${frameToTimecode(start, rate)}</string>`,
    `      <frame>${start}</frame>`,
    `      <displayformat>${isDropFrame(rate) ? 'DF' : 'NDF'}</displayformat>`,
    '    </timecode>',
  ];
  for (const n of notes)
    lines.push(
      '    <marker>',
      `      <name>${xml(`${frameToTimecode(start + n.frame, rate)} ${n.state === 'done' ? 'done' : 'open'}`)}</name>`,
      `      <comment>${xml(oneLine(`${n.author.name}: ${n.body}`))}</comment>`,
      `      <in>${n.frame}</in>`,
      `      <out>${n.frameOut === null ? -1 : n.frameOut + 1}</out>`,
      '    </marker>',
    );
  const video = media
    ? ['      <video>', ...clipXml(media, length, rate), '      </video>']
    : ['      <video />'];
  lines.push('    <media>', ...video, '    </media>', '  </sequence>', '</xmeml>', '');
  return lines.join('\n');
}
