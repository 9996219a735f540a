import { driveLimits } from '../../../common/limits';
import { apiErrorFrom, fetchWithSession, mediaLink } from './api';

/** Asks the browser to save a URL (a blob or a signed link) under a name. */
export function saveAs(url: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Downloads a file with progress (SPEC §7: HEAD for the content-length, then GET read as it
 * arrives). A file too big to hold in the page goes to the browser's own download manager
 * through a signed link instead, which shows its own progress and can resume.
 */
export async function downloadFile(
  file: { id: string; name: string; size: number; mime: string },
  onProgress: (received: number, total: number) => void,
  signal?: AbortSignal,
): Promise<'saved' | 'handed-off'> {
  if (file.size > driveLimits.inPageDownloadMaxBytes) {
    const { url } = await mediaLink(file.id, 'attachment');
    saveAs(url, file.name);
    return 'handed-off';
  }
  const url = `/api/drive/download/${file.id}`;
  const init = signal ? { signal } : {};
  const head = await fetchWithSession(url, { ...init, method: 'HEAD' });
  if (!head.ok) throw apiErrorFrom(head.status, '');
  const total = Number(head.headers.get('content-length') ?? file.size) || file.size;
  const response = await fetchWithSession(url, init);
  if (!response.ok || !response.body) throw apiErrorFrom(response.status, await response.text());
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onProgress(received, total);
  }
  const blobUrl = URL.createObjectURL(new Blob(parts as BlobPart[], { type: file.mime }));
  saveAs(blobUrl, file.name);
  // The browser has started the save by now; the page copy can go.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  return 'saved';
}
