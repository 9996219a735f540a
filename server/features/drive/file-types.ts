import type { UploadKind } from '../../../common/api/drive.js';

/** What the first bytes of a file say it is. */
export type DetectedType = { mime: string; kind: UploadKind };

const ascii = (head: Buffer, start: number, end: number) =>
  head.subarray(start, end).toString('latin1');

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

// ISO base media (MP4, MOV, AVIF…): the major brand after 'ftyp' names the family.
function isoBrand(brand: string): DetectedType | undefined {
  const b = brand.trim();
  if (b === 'avif' || b === 'avis') return { mime: 'image/avif', kind: 'image' };
  if (b === 'qt') return { mime: 'video/quicktime', kind: 'video' };
  if (b.startsWith('3gp')) return { mime: 'video/3gpp', kind: 'video' };
  if (b.startsWith('3g2')) return { mime: 'video/3gpp2', kind: 'video' };
  if (b === 'M4V' || b === 'M4VH' || b === 'M4VP') return { mime: 'video/x-m4v', kind: 'video' };
  // Audio-only (M4A, M4B, M4P), HEIF stills and camera raw are not footage or thumbnails we take.
  if (/^(M4A|M4B|M4P|F4A|F4B|heic|heix|heim|heis|hevc|hevx|mif1|msf1|crx)$/.test(b))
    return undefined;
  return { mime: 'video/mp4', kind: 'video' };
}

/**
 * Names a file's type from its first bytes (up to 512), never from its name or declared type.
 * Covers the video containers editors use (MP4/MOV/M4V/3GP, WebM/Matroska, AVI, MPEG-PS and
 * -TS, FLV, WMV, Ogg Theora) and the images browsers show (PNG, JPEG, GIF, WebP, BMP, AVIF).
 */
export function detectFileType(head: Buffer): DetectedType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', kind: 'image' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', kind: 'image' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', kind: 'image' };
  if (ascii(head, 0, 4) === 'RIFF' && head.length >= 12) {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return { mime: 'image/webp', kind: 'image' };
    if (form === 'AVI ') return { mime: 'video/x-msvideo', kind: 'video' };
    return undefined;
  }
  // BMP: 'BM', a 4-byte size, then 4 reserved bytes that are always zero.
  if (ascii(head, 0, 2) === 'BM' && head.length >= 14 && head.readUInt32LE(6) === 0)
    return { mime: 'image/bmp', kind: 'image' };

  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // The EBML header names its DocType near the start: webm or matroska.
    return ascii(head, 0, Math.min(head.length, 64)).includes('webm')
      ? { mime: 'video/webm', kind: 'video' }
      : { mime: 'video/x-matroska', kind: 'video' };
  }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') return isoBrand(ascii(head, 8, 12));
  if (head.length >= 8 && /^(moov|mdat|wide|free|skip|pnot)$/.test(ascii(head, 4, 8)))
    return { mime: 'video/quicktime', kind: 'video' };
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba]) || startsWith(head, [0x00, 0x00, 0x01, 0xb3]))
    return { mime: 'video/mpeg', kind: 'video' };
  // MPEG transport stream: a sync byte every 188 bytes.
  if (head.length >= 377 && head[0] === 0x47 && head[188] === 0x47 && head[376] === 0x47)
    return { mime: 'video/mp2t', kind: 'video' };
  if (ascii(head, 0, 3) === 'FLV' && head[3] === 0x01)
    return { mime: 'video/x-flv', kind: 'video' };
  if (startsWith(head, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]))
    return { mime: 'video/x-ms-wmv', kind: 'video' };
  // Ogg carries audio as often as video: only a Theora stream counts as footage.
  if (ascii(head, 0, 4) === 'OggS' && head.includes('\x80theora', 0, 'latin1'))
    return { mime: 'video/ogg', kind: 'video' };
  return undefined;
}
