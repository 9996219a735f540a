import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type DragEvent,
  type Ref,
} from 'react';
import type { UploadKind } from '../../../common/api/drive';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { LeaveGuard } from './LeaveGuard';
import { UploadRow } from './UploadRow';
import { useUploadGuard } from './upload-guard';
import type { UploadItem, UploadTaskDeps } from './upload-item';
import { isInProgress, useUploads } from './use-uploads';
import page from '../../styles/page.module.css';
import styles from './FileUploader.module.css';

/** One file as the embedding form sees it; `uri` is what docs/product.md §7's `file[{name, type, uri}]` sends. */
export type UploadedFile = Pick<
  UploadItem,
  'key' | 'name' | 'type' | 'size' | 'state' | 'percent' | 'uri' | 'uploadId' | 'error'
>;

/** True when there is at least one file and every file is uploaded (the order forms' rule, docs/product.md §5). */
export function allUploadsFinished(files: readonly UploadedFile[]): boolean {
  return files.length > 0 && files.every((f) => f.state === 'finished');
}

/** What a form can ask of its uploader. */
export type FileUploaderHandle = {
  /** Cancels unfinished uploads and removes finished ones (docs/product.md §8: uploads are cleared). */
  clear: () => void;
};

type FileUploaderProps = {
  /** `video` accepts video/* (edits), `image` accepts image/* (thumbnails). */
  kind: UploadKind;
  /** The `{directory}` the files go into, in the signed-in user's folders. */
  folderName: string;
  /** Told the whole list each time a file is added, moves, finishes or goes. */
  onChange?: (files: UploadedFile[]) => void;
  /** Heading of the drop zone; defaults to 'Videos' or 'Images'. */
  label?: string;
  /** Extra line under the heading, e.g. which files the form expects. */
  hint?: string;
  disabled?: boolean;
  ref?: Ref<FileUploaderHandle>;
  /** For tests: the calls an upload makes. */
  deps?: UploadTaskDeps;
};

const toUploaded = (item: UploadItem): UploadedFile => ({
  key: item.key,
  name: item.name,
  type: item.type,
  size: item.size,
  state: item.state,
  percent: item.percent,
  uri: item.uri,
  uploadId: item.uploadId,
  error: item.error,
});

/**
 * The reusable upload box of the order, delivery and File Manager pages: drag and drop or
 * pick several files, one row each with progress, speed and the controls of docs/product.md §4. Leaving
 * the page while a file is still uploading asks first.
 */
export function FileUploader({
  kind,
  folderName,
  onChange,
  label,
  hint,
  disabled = false,
  ref,
  deps,
}: FileUploaderProps) {
  const inputId = useId();
  const headingId = useId();
  const { items, add, act, clear } = useUploads({
    kind,
    directory: folderName,
    ...(deps ? { deps } : {}),
  });
  const [refused, setRefused] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { guards, anyBusy } = useUploadGuard(items.some(isInProgress));

  useImperativeHandle(ref, () => ({ clear }), [clear]);

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    onChangeRef.current?.(items.map(toUploaded));
  }, [items]);

  const noun = kind === 'video' ? 'videos' : 'images';
  const take = (files: File[]) => {
    if (disabled || files.length === 0) return;
    setRefused(add(files).map((f) => f.name));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  return (
    <section className={styles.uploader} aria-labelledby={headingId}>
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={28} className={styles.zoneIcon} />
        <h3 id={headingId} className={styles.zoneTitle}>
          {label ?? (kind === 'video' ? 'Videos' : 'Images')}
        </h3>
        <p className={styles.zoneText}>
          {hint ?? `Drag and drop ${noun} here, or choose them from your device.`}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          multiple
          accept={`${kind}/*`}
          disabled={disabled}
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            // The same file can be picked again after it was removed.
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className={styles.pick}>
          Choose {noun}
        </label>
      </div>
      {refused.length > 0 && (
        <Alert tone="error">
          {refused.length === 1 ? `${refused[0]} is not` : `${refused.join(', ')} are not`}{' '}
          {kind === 'video' ? 'a video' : 'an image'}, so{' '}
          {refused.length === 1 ? 'it was' : 'they were'} not added.
        </Alert>
      )}
      {items.length > 0 && (
        <ul
          className={`${page.bareList} ${page.stack} ${styles.list}`}
          aria-label={`${label ?? noun} being uploaded`}
        >
          {items.map((item) => (
            <UploadRow key={item.key} item={item} onAction={(action) => act(item.key, action)} />
          ))}
        </ul>
      )}
      {guards && <LeaveGuard active={anyBusy} />}
    </section>
  );
}
