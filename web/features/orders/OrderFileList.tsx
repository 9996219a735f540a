import { useQuery } from '@tanstack/react-query';
import { formatBytes, type DriveFile } from '../../../common/api/drive';
import type { MediaFacts } from '../../../common/api/media';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../lib/format-date';
import {
  DownloadStatus,
  FileButton,
  FileViewButtons,
  typeLabel,
  useFileDownload,
} from '../drive/public';
import { mediaFactsQuery, Poster } from '../drive/public';
import { shortName } from './format';
import page from '../../styles/page.module.css';
import styles from './Orders.module.css';

type OrderFileListProps = {
  title: string;
  files: DriveFile[];
  /** What the section says when it has no file. */
  empty: string;
  onPreview: (file: DriveFile) => void;
  /** Offered on each file when given: the Partner's revision request. */
  onRevise?: ((file: DriveFile) => void) | undefined;
};

/** One group of an order's files (raw or delivered), each with Preview and Download. */
export function OrderFileList({ title, files, empty, onPreview, onRevise }: OrderFileListProps) {
  const headingId = `files-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const videos = files.filter((f) => f.kind === 'video').map((f) => f.id);
  const facts = useQuery(mediaFactsQuery(videos)).data?.facts;
  return (
    <section className={page.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subTitle}>
        {title} <span className={styles.count}>({files.length})</span>
      </h3>
      {files.length === 0 ? (
        <p className={page.muted}>{empty}</p>
      ) : (
        <ul className={`${page.bareList} ${page.stack} ${styles.files}`}>
          {files.map((file) => (
            <FileItem
              key={file.id}
              file={file}
              media={facts?.find((m) => m.fileId === file.id)}
              onPreview={onPreview}
              onRevise={onRevise}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FileItem({
  file,
  media,
  onPreview,
  onRevise,
}: {
  file: DriveFile;
  media: MediaFacts | undefined;
  onPreview: (file: DriveFile) => void;
  onRevise?: ((file: DriveFile) => void) | undefined;
}) {
  const { progress, message, download } = useFileDownload(file);

  return (
    <li className={styles.file}>
      <div className={styles.fileMain}>
        {media?.posterUrl ? (
          <Poster media={media} label={`Poster of ${file.name}`} scrub />
        ) : (
          <Icon
            name={file.kind === 'video' ? 'video' : 'image'}
            size={20}
            className={styles.fileIcon}
          />
        )}
        <div className={styles.fileText}>
          <span className={styles.fileName} title={file.name}>
            {shortName(file.name)}
          </span>
          <span className={page.muted}>
            {typeLabel(file.mime, file.kind)} · {formatBytes(file.size)} ·{' '}
            {formatDate(file.finishedTime ?? file.createdTime, 'dateTime')}
          </span>
        </div>
      </div>
      <DownloadStatus
        name={file.name}
        progress={progress}
        message={message}
        classes={{ box: styles.download, text: page.muted, message: page.muted }}
      />
      <div className={styles.fileActions}>
        <FileViewButtons
          name={file.name}
          onPreview={() => onPreview(file)}
          onDownload={() => void download()}
          downloading={progress !== null}
        />
        {onRevise && (
          <FileButton
            icon="repeat"
            label="Request revision"
            hiddenText={` of ${file.name}`}
            variant="ghost"
            onClick={() => onRevise(file)}
          />
        )}
      </div>
    </li>
  );
}
