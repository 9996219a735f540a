import { useState } from 'react';
import type { DriveFile } from '../../../common/api/drive';
import { describeFailure } from '../../lib/api-client';
import { downloadFile } from './download';

/**
 * Downloads one file with progress (docs/product.md §7: HEAD for the size, then the blob), for every list
 * that offers a Download button. `progress` is null when no download runs; `message` says how the
 * last one ended.
 */
export function useFileDownload(file: Pick<DriveFile, 'id' | 'name' | 'size' | 'mime'>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const download = async () => {
    if (progress !== null) return;
    setMessage(null);
    setProgress(0);
    try {
      const how = await downloadFile(file, (received, total) =>
        setProgress(total > 0 ? Math.floor((received / total) * 100) : 0),
      );
      setMessage(how === 'saved' ? 'Downloaded.' : 'Your browser is downloading it.');
    } catch (error) {
      setMessage(describeFailure(error).message);
    } finally {
      setProgress(null);
    }
  };

  return { progress, message, download };
}
