import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBytes, type DriveFile } from '../../../common/api/drive';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { QueryError } from '../../components/QueryError';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { mediaLinkQuery } from './api';
import { formatDate } from '../../lib/format-date';
import { typeLabel } from './format';
import styles from './FileManagerPage.module.css';

/** What a preview needs of a file; lists outside the File Manager (chat) may not know its date. */
export type PreviewFile = Pick<DriveFile, 'id' | 'name' | 'mime' | 'kind' | 'size'> & {
  createdTime?: string;
};

/**
 * Plays a video (seekable: the download route answers byte ranges) or shows an image, through a
 * short-lived signed link, since `<video src>` cannot carry the access token (decision 002).
 */
export function FilePreviewDialog({
  file,
  onClose,
}: {
  file: PreviewFile | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      title={file ? `Preview: ${file.name}` : 'Preview'}
      description={
        file
          ? [
              typeLabel(file.mime, file.kind),
              formatBytes(file.size),
              ...(file.createdTime ? [formatDate(file.createdTime, 'dateTime')] : []),
            ].join(' · ')
          : undefined
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {file && <PreviewBody key={file.id} file={file} />}
    </Dialog>
  );
}

function PreviewBody({ file }: { file: PreviewFile }) {
  const link = useQuery(mediaLinkQuery(file.id, 'inline'));
  const [broken, setBroken] = useState(false);

  if (link.isPending)
    return (
      <div className={styles.previewWait}>
        <Spinner size={28} />
        <span>Loading preview…</span>
      </div>
    );
  if (link.isError)
    return (
      <div className={styles.previewWait}>
        <QueryError error={link.error} onRetry={() => void link.refetch()} align="center" />
      </div>
    );
  if (broken)
    return (
      <Alert tone="warning">
        This file cannot be shown in your browser. Download it to open it with another app.
      </Alert>
    );
  return file.kind === 'video' ? (
    <video
      className={styles.media}
      src={link.data.url}
      controls
      preload="metadata"
      aria-label={`Video: ${file.name}`}
      onError={() => setBroken(true)}
    />
  ) : (
    <img
      className={styles.media}
      src={link.data.url}
      alt={file.name}
      onError={() => setBroken(true)}
    />
  );
}
