import { formatBytes, type DriveFile } from '../../../common/api/drive';
import { driveLimits } from '../../../common/limits';

/** docs/product.md §5: a name shown in at most 20 characters, the cut marked with an ellipsis. */
export function truncateName(name: string, max: number = driveLimits.nameShownChars): string {
  const chars = Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max - 1).join('')}…`;
}

/** A transfer speed for people: `2.4 MiB/s`. */
export function formatSpeed(bytesPerSecond: number): string {
  return `${formatBytes(Math.max(0, Math.round(bytesPerSecond)))}/s`;
}

/** A short type label: `MP4 video`, `PNG image`. */
export function typeLabel(mime: string, kind: 'video' | 'image'): string {
  const sub = mime.split('/')[1] ?? '';
  const names: Record<string, string> = {
    'x-matroska': 'MKV',
    quicktime: 'MOV',
    'x-msvideo': 'AVI',
    'x-m4v': 'M4V',
    'x-flv': 'FLV',
    'x-ms-wmv': 'WMV',
    mp2t: 'MPEG-TS',
    jpeg: 'JPEG',
    unknown: '',
  };
  const short = names[sub] ?? sub.toUpperCase();
  return `${short ? `${short} ` : ''}${kind}`;
}

/** How a folder is shown: 'Draft — Astral Ep 12' for a draft, else its video title or its name. */
export function folderLabel(
  file: Pick<DriveFile, 'folderName' | 'folderTitle' | 'draftExpiresAt'>,
): string {
  if (file.draftExpiresAt) return `Draft — ${file.folderTitle || 'untitled video'}`;
  return file.folderTitle || file.folderName;
}
