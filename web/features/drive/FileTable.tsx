import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { formatBytes, type DriveFile } from '../../../common/api/drive';
import { driveLimits } from '../../../common/limits';
import type { MediaFacts } from '../../../common/api/media';
import { describeFailure } from '../../lib/api-client';
import { mediaFactsQuery } from './media-facts';
import { DownloadStatus } from './DownloadStatus';
import { FileButton, FileViewButtons } from './FileButton';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../lib/format-date';
import { folderLabel, typeLabel } from './format';
import type { FileGroup } from './group-files';
import { Poster } from './Poster';
import page from '../../styles/page.module.css';
import styles from './FileManagerPage.module.css';
import { RemoveFileDialog, useFileRemoval } from './RemoveFileDialog';
import { RemoveFolder } from './RemoveFolderDialog';
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
  const videos = group.files.filter((f) => f.kind === 'video' && f.state === 'finished');
  const facts = useQuery(mediaFactsQuery(videos.map((f) => f.id))).data?.facts;
  const draftName = group.draftExpiresAt ? (group.files[0]?.folderName ?? null) : null;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHead}>
        <h3 id={headingId} className={styles.groupTitle}>
          {group.title}
        </h3>
        <span className={styles.groupMeta}>
          {groupKind(group)} · {group.files.length} {group.files.length === 1 ? 'file' : 'files'}
        </span>
        {group.type !== 'unfinished' && group.folderId && group.folderOwnerId === myUid && (
          <span className={styles.groupActions}>
            <RemoveFolder group={group} folderId={group.folderId} />
          </span>
        )}
      </div>
      {group.draftExpiresAt && (
        <p className={styles.groupNote}>
          Drafts not ordered are removed after {driveLimits.draftFolderDays} days: this one on{' '}
          {formatDate(group.draftExpiresAt, 'dateTime')}.{' '}
          {draftName && group.folderOwnerId === myUid ? (
            <Link to={dashboardPaths.orderFromDraft(draftName)}>Place the order</Link>
          ) : (
            'Place the order'
          )}
          , or delete the folder now.
        </p>
      )}
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
            <FileRow
              key={file.id}
              file={file}
              media={facts?.find((m) => m.fileId === file.id)}
              group={group}
              myUid={myUid}
              onPreview={onPreview}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function groupKind(group: FileGroup): string {
  if (group.type === 'order') return 'Order';
  if (group.type === 'unfinished') return 'Not finished';
  return group.draftExpiresAt ? 'Draft · not ordered yet' : 'Folder · not in an order';
}

/** What a file is to its order: the delivery, the thumbnail's reference image, or raw footage. */
function layerLabel(file: DriveFile): string {
  if (file.layer === 2) return 'Delivery';
  return file.kind === 'image' ? 'Reference image' : 'Raw footage';
}

const downloadClasses = {
  box: styles.download,
  bar: styles.downloadBar,
  text: styles.downloadText,
  message: styles.rowMessage,
};

type FileRowProps = {
  file: DriveFile;
  /** The video's poster, when the server made one. */
  media: MediaFacts | undefined;
  group: FileGroup;
  myUid: string | null;
  onPreview: (file: DriveFile) => void;
};

/** One file: its name and tags, type, size and date, and Preview, Download and Remove. */
function FileRow({ file, media, group, myUid, onPreview }: FileRowProps) {
  const { progress, message, download } = useFileDownload(file);
  const removal = useFileRemoval(file.id);
  const finished = file.state === 'finished';

  return (
    <tr>
      <td data-label="Name" className={styles.nameCell}>
        <span className={styles.fileName}>
          {media?.posterUrl ? (
            <Poster media={media} label={`Poster of ${file.name}`} scrub />
          ) : (
            <Icon
              name={file.kind === 'video' ? 'video' : 'image'}
              size={18}
              className={styles.fileIcon}
            />
          )}
          <span>{file.name}</span>
        </span>
        <FileTags file={file} group={group} myUid={myUid} />
        <DownloadStatus
          name={file.name}
          progress={progress}
          message={message}
          classes={downloadClasses}
        />
        {removal.remove.isError && (
          <span className={styles.rowError} role="alert">
            {describeFailure(removal.remove.error).message}
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
            <FileViewButtons
              name={file.name}
              onPreview={() => onPreview(file)}
              onDownload={() => void download()}
              downloading={progress !== null}
            />
          )}
          {file.canControl && file.orderId === null && (
            <FileButton
              icon="trash"
              label="Remove"
              hiddenText={` ${file.name}`}
              variant="ghost"
              onClick={removal.ask}
            />
          )}
        </div>
        <RemoveFileDialog name={file.name} removal={removal} />
      </td>
    </tr>
  );
}

/**
 * What a file is, besides its name: its layer, its version when the order was revised, its
 * folder, its uploader, paused.
 */
function FileTags({ file, group, myUid }: Omit<FileRowProps, 'onPreview' | 'media'>) {
  const revised = group.files.some((f) => (f.orderVersion ?? 1) > 1);
  return (
    <span className={styles.tags}>
      {group.type === 'order' && (
        <span className={styles.tag} data-layer={file.layer}>
          {layerLabel(file)}
        </span>
      )}
      {/* Versions count deliveries: raw footage and reference images belong to no version. */}
      {group.type === 'order' && revised && file.layer === 2 && file.orderVersion && (
        <span className={styles.tagPlain}>
          {file.orderVersion > 1 ? `Revision v${file.orderVersion}` : 'v1'}
        </span>
      )}
      {group.type === 'order' && <span className={styles.tagPlain}>{folderLabel(file)}</span>}
      {file.uploader.uid !== myUid && (
        <span className={styles.tagPlain}>by {file.uploader.name}</span>
      )}
      {file.state === 'paused' && <span className={styles.tagPlain}>Paused</span>}
    </span>
  );
}
