import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBytes, type DriveFile } from '../../../common/api/drive';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { describeFailure } from '../../lib/api-client';
import { driveKeys, removeUpload } from './api';
import { Icon } from '../../components/Icon';
import { ProgressBar } from '../../components/ProgressBar';
import { formatDate } from '../../lib/format-date';
import { typeLabel } from './format';
import type { FileGroup } from './group-files';
import page from '../../styles/page.module.css';
import styles from './FileManagerPage.module.css';
import { useFileDownload } from './use-file-download';

/** One group of the File Manager as a table: a card per file on narrow screens. */
export function FileTable({
  group,
  myUid,
  onPreview,
}: {
  group: FileGroup;
  myUid: string | null;
  onPreview: (file: DriveFile) => void;
}) {
  const headingId = `group-${group.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHead}>
        <h3 id={headingId} className={styles.groupTitle}>
          {group.title}
        </h3>
        <span className={styles.groupMeta}>
          {group.type === 'order'
            ? 'Order'
            : group.type === 'folder'
              ? 'Folder · not in an order'
              : 'Not finished'}{' '}
          · {group.files.length} {group.files.length === 1 ? 'file' : 'files'}
        </span>
      </div>
      {group.type === 'unfinished' && (
        <p className={styles.groupNote}>
          These uploads stopped before they finished, in another tab or an earlier visit. Remove
          them, or upload the file again. They are deleted by themselves after a week.
        </p>
      )}
      <table className={`${page.surface} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Size</th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {group.files.map((file) => (
            <FileRow key={file.id} file={file} group={group} myUid={myUid} onPreview={onPreview} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function FileRow({
  file,
  group,
  myUid,
  onPreview,
}: {
  file: DriveFile;
  group: FileGroup;
  myUid: string | null;
  onPreview: (file: DriveFile) => void;
}) {
  const queryClient = useQueryClient();
  const { progress, message, download } = useFileDownload(file);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeUpload(file.id),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: driveKeys.files() });
    },
  });
  const finished = file.state === 'finished';

  return (
    <tr>
      <td data-label="Name" className={styles.nameCell}>
        <span className={styles.fileName}>
          <Icon
            name={file.kind === 'video' ? 'video' : 'image'}
            size={18}
            className={styles.fileIcon}
          />
          <span>{file.name}</span>
        </span>
        <span className={styles.tags}>
          {group.type === 'order' && (
            <span className={styles.tag} data-layer={file.layer}>
              {file.layer === 2 ? 'Delivery' : 'Raw footage'}
            </span>
          )}
          {group.type === 'order' && <span className={styles.tagPlain}>{file.folderName}</span>}
          {file.uploader.uid !== myUid && (
            <span className={styles.tagPlain}>by {file.uploader.name}</span>
          )}
          {file.state === 'paused' && <span className={styles.tagPlain}>Paused</span>}
        </span>
        {progress !== null && (
          <div className={styles.download}>
            <ProgressBar
              className={styles.downloadBar}
              label={`Download of ${file.name}`}
              value={progress}
              hideLabel
              showValue={false}
            />
            <span className={styles.downloadText}>Downloading {progress}%</span>
          </div>
        )}
        {message && (
          <span className={styles.rowMessage} role="status">
            {message}
          </span>
        )}
        {remove.isError && (
          <span className={styles.rowError} role="alert">
            {describeFailure(remove.error).message}
          </span>
        )}
      </td>
      <td data-label="Type" className={styles.nowrap}>
        {typeLabel(file.mime, file.kind)}
      </td>
      <td data-label="Size" className={styles.numeric}>
        {formatBytes(file.size)}
      </td>
      <td data-label="Date" className={styles.nowrap}>
        {formatDate(file.finishedTime ?? file.createdTime, 'dateTime')}
      </td>
      <td className={styles.actionsCell}>
        <div className={styles.rowActions}>
          {finished && (
            <Button size="small" variant="secondary" onClick={() => onPreview(file)}>
              <span className={styles.buttonContent}>
                <Icon name="play" size={16} />
                Preview
                <span className="visually-hidden"> {file.name}</span>
              </span>
            </Button>
          )}
          {finished && (
            <Button
              size="small"
              variant="secondary"
              onClick={() => void download()}
              loading={progress !== null}
            >
              <span className={styles.buttonContent}>
                <Icon name="download" size={16} />
                Download
                <span className="visually-hidden"> {file.name}</span>
              </span>
            </Button>
          )}
          {file.canControl && file.orderId === null && (
            <Button size="small" variant="ghost" onClick={() => setConfirming(true)}>
              <span className={styles.buttonContent}>
                <Icon name="trash" size={16} />
                Remove
                <span className="visually-hidden"> {file.name}</span>
              </span>
            </Button>
          )}
        </div>
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={`Remove ${file.name}?`}
          description="The file is deleted for good. This cannot be undone."
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button onClick={() => remove.mutate()} loading={remove.isPending}>
                Remove file
              </Button>
            </>
          }
        />
      </td>
    </tr>
  );
}
