import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DirectoryName, type DriveFile } from '../../../common/api/drive';
import { useSession } from '../../app/session';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { driveKeys, filesQuery } from './api';
import { FilePreviewDialog } from './FilePreviewDialog';
import { FileTable } from './FileTable';
import { FileUploader, type UploadedFile } from './FileUploader';
import { groupFiles } from './group-files';
import page from '../../styles/page.module.css';
import styles from './FileManagerPage.module.css';

const defaultFolder = 'My uploads';

const uploaders = [
  {
    kind: 'video',
    hint: 'Raw footage or finished edits. Drag and drop videos here, or choose them.',
  },
  { kind: 'image', hint: 'Thumbnails and stills. Drag and drop images here, or choose them.' },
] as const;

/**
 * /dashboard/files, the File Manager of docs/product.md §1: upload into a folder of one's own, and every file
 * one may see, grouped by order, with its type, size and date, a preview and a download.
 */
export function FileManagerPage() {
  const session = useSession();
  const files = useQuery(filesQuery(session.uid));
  const queryClient = useQueryClient();
  const [folder, setFolder] = useState(defaultFolder);
  const [preview, setPreview] = useState<DriveFile | null>(null);
  const parsedFolder = DirectoryName.safeParse(folder);
  const folderError = parsedFolder.success ? undefined : parsedFolder.error.issues[0]?.message;
  const groups = useMemo(() => groupFiles(files.data?.files ?? []), [files.data]);

  // Each newly finished upload shows up in the list below without a reload.
  const finished = useRef(new Set<string>());
  const onUploads = useCallback(
    (list: UploadedFile[]) => {
      let fresh = false;
      for (const file of list)
        if (file.state === 'finished' && file.uploadId && !finished.current.has(file.uploadId)) {
          finished.current.add(file.uploadId);
          fresh = true;
        }
      if (fresh) void queryClient.invalidateQueries({ queryKey: driveKeys.files() });
    },
    [queryClient],
  );

  const canUpload = session.accountType !== 'Affiliate';

  return (
    <div className={styles.page}>
      <title>Files · Crewcast</title>
      <header className={styles.header}>
        <h1 className={page.title}>Files</h1>
        <p className={styles.lead}>
          Your footage and thumbnails, and everything your team delivers, grouped by order.
        </p>
      </header>

      {canUpload && (
        <section className={`${page.surface} ${styles.card}`} aria-labelledby="upload-title">
          <div className={styles.cardHead}>
            <h2 id="upload-title" className={styles.cardTitle}>
              Upload files
            </h2>
            <p className={styles.cardText}>
              Large videos upload in the background of this page and pick up where they stopped if
              the connection drops. Keep the page open until they finish.
            </p>
          </div>
          <Field
            label="Folder"
            value={folder}
            onChange={(event) => setFolder(event.target.value)}
            hint="Files go into this folder of yours; a new name makes a new folder."
            error={folderError}
            maxLength={100}
            className={styles.folderField}
          />
          <div className={styles.uploaders}>
            {uploaders.map(({ kind, hint }) => (
              <FileUploader
                key={kind}
                kind={kind}
                folderName={parsedFolder.success ? parsedFolder.data : defaultFolder}
                disabled={!parsedFolder.success}
                onChange={onUploads}
                hint={hint}
              />
            ))}
          </div>
        </section>
      )}

      <section className={styles.library} aria-labelledby="library-title">
        <h2 id="library-title" className={styles.cardTitle}>
          Your files
        </h2>
        <QueryState
          query={files}
          isEmpty={() => groups.length === 0}
          empty={
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No files yet</p>
              <p className={styles.cardText}>
                Files you upload appear here, and so do the edits and thumbnails your team delivers.
              </p>
            </div>
          }
        >
          {() =>
            groups.map((group) => (
              <FileTable key={group.key} group={group} myUid={session.uid} onPreview={setPreview} />
            ))
          }
        </QueryState>
      </section>

      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
