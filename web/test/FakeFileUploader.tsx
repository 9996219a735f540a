import { useImperativeHandle, useState, type Ref } from 'react';
import type { UploadKind } from '../../common/api/drive';
import type { FileUploaderHandle, UploadedFile } from '../features/drive/public';

/** What the fake uploaders were asked to do, for assertions. */
export const uploaderLog = { cleared: [] as UploadKind[] };

let made = 0;

function fakeFile(kind: UploadKind, folderName: string, state: UploadedFile['state']) {
  made += 1;
  const id = made.toString(16).padStart(32, '0');
  return {
    key: `file-${made}`,
    name: `${kind}-${made}.${kind === 'video' ? 'mp4' : 'png'}`,
    type: kind === 'video' ? 'video/mp4' : 'image/png',
    size: 2048,
    state,
    percent: state === 'finished' ? 100 : 40,
    uri: `/api/drive/upload/${encodeURIComponent(folderName)}/${id}`,
    uploadId: id,
    error: null,
  } satisfies UploadedFile;
}

/**
 * A stand-in for the Drive uploader in form tests (vi.mock): buttons add finished or unfinished
 * files, finish them or remove them, and `clear()` through the ref is logged.
 */
export function FileUploader({
  kind,
  folderName,
  onChange,
  label,
  ref,
}: {
  kind: UploadKind;
  folderName: string;
  onChange?: (files: UploadedFile[]) => void;
  label?: string;
  ref?: Ref<FileUploaderHandle>;
}) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const update = (next: UploadedFile[]) => {
    setFiles(next);
    onChange?.(next);
  };
  useImperativeHandle(ref, () => ({
    clear: () => {
      uploaderLog.cleared.push(kind);
      update([]);
    },
  }));
  return (
    <section aria-label={`${label ?? kind} uploader`} data-folder={folderName}>
      <button
        type="button"
        onClick={() => update([...files, fakeFile(kind, folderName, 'finished')])}
      >
        Add finished {kind}
      </button>
      <button
        type="button"
        onClick={() => update([...files, fakeFile(kind, folderName, 'uploading')])}
      >
        Add unfinished {kind}
      </button>
      <button
        type="button"
        onClick={() => update(files.map((f) => ({ ...f, state: 'finished', percent: 100 })))}
      >
        Finish {kind} uploads
      </button>
      <button type="button" onClick={() => update([])}>
        Remove {kind} files
      </button>
      <ul aria-label={`${kind} files`}>
        {files.map((f) => (
          <li key={f.key}>
            {f.name} {f.state}
          </li>
        ))}
      </ul>
    </section>
  );
}
