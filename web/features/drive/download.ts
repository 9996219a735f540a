import { driveRoutes } from '../../../common/api/drive';
import { driveLimits } from '../../../common/limits';
import { apiErrorFrom, apiErrorOf, fetchWithSession, routeUrl } from '../../lib/api-client';
import { saveBlob, saveUrl } from '../../lib/save-file';
import { mediaLink } from './api';

/**
 * Downloads a file with progress (docs/product.md §7: HEAD for the content-length, then GET read as it
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
    saveUrl(url, file.name);
    return 'handed-off';
  }
  const url = routeUrl(driveRoutes.download, { params: { fileId: file.id } });
  const init = signal ? { signal } : {};
  const head = await fetchWithSession(url, { ...init, method: 'HEAD' });
  if (!head.ok) throw apiErrorFrom(head.status, '');
  const total = Number(head.headers.get('content-length') ?? file.size) || file.size;
  const response = await fetchWithSession(url, init);
  if (!response.ok || !response.body) throw await apiErrorOf(response);
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
  saveBlob(new Blob(parts as BlobPart[], { type: file.mime }), file.name);
  return 'saved';
}
