import { describe, expect, test } from 'vitest';
import { detectFileType } from './file-types.js';

const hex = (s: string, pad = 64) => Buffer.concat([Buffer.from(s, 'hex'), Buffer.alloc(pad)]);
const text = (s: string, pad = 64) => Buffer.concat([Buffer.from(s, 'latin1'), Buffer.alloc(pad)]);

describe('detectFileType', () => {
  test.each([
    ['PNG', hex('89504e470d0a1a0a'), 'image/png'],
    ['JPEG', hex('ffd8ffe000104a464946'), 'image/jpeg'],
    ['GIF', text('GIF89a'), 'image/gif'],
    ['WebP', text('RIFF\x10\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['BMP', hex('424d3600000000000000'), 'image/bmp'],
    ['AVIF', hex('0000001c6674797061766966'), 'image/avif'],
    ['MP4', hex('000000186674797069736f6d'), 'video/mp4'],
    ['MOV', hex('000000146674797071742020'), 'video/quicktime'],
    ['MOV without ftyp', text('\x00\x00\x00\x08wide'), 'video/quicktime'],
    ['M4V', hex('00000018667479704d3456200000'), 'video/x-m4v'],
    ['3GP', hex('00000014667479703367703500'), 'video/3gpp'],
    ['WebM', hex('1a45dfa39f4286810142f7810142f2810442f381084282847765626d'), 'video/webm'],
    ['Matroska', text('\x1a\x45\xdf\xa3\x93\x42\x82\x88matroska'), 'video/x-matroska'],
    ['AVI', text('RIFF\x10\x00\x00\x00AVI LIST'), 'video/x-msvideo'],
    ['MPEG-PS', hex('000001ba44'), 'video/mpeg'],
    ['FLV', text('FLV\x01\x05'), 'video/x-flv'],
    ['WMV', hex('3026b2758e66cf11a6d900aa0062ce6c'), 'video/x-ms-wmv'],
  ])('knows %s', (_name, head, mime) => {
    expect(detectFileType(head)?.mime).toBe(mime);
  });

  test('knows an MPEG transport stream by its sync bytes every 188 bytes', () => {
    const ts = Buffer.alloc(512);
    ts[0] = ts[188] = ts[376] = 0x47;
    expect(detectFileType(ts)).toEqual({ mime: 'video/mp2t', kind: 'video' });
  });

  test.each([
    ['text', text('hello world, this is not a video')],
    ['an M4A song', hex('00000020667479704d344120')],
    ['a HEIC photo', hex('0000001866747970686569630000')],
    ['a WAV file', text('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['Ogg Vorbis audio', text('OggS\x00\x02\x00\x00\x01vorbis')],
    ['an SVG image', text('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(detectFileType(head)).toBeUndefined();
  });
});
