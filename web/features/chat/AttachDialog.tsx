import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBytes, type DriveFile, type UploadKind } from '../../../common/api/drive';
import type { ChatAttachment } from '../../../common/realtime';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { QueryState } from '../../components/QueryState';
import { Tabs } from '../../components/Tabs';
import { formatDate } from '../../lib/format-date';
import { FileUploader, filesQuery, typeLabel, type UploadedFile } from '../drive/public';
import styles from './Attachment.module.css';

/** The folder new uploads from the chat go into, in the sender's Files. */
export const chatFolderName = 'Chat';

type AttachDialogProps = {
  open: boolean;
  onClose: () => void;
  onPick: (file: ChatAttachment) => void;
  /** The sender: only their own files may be sent (decision 023). */
  uid: string;
  /** Partners own the folders their deliveries land in, so those are theirs to send too. */
  ownsDeliveries: boolean;
};

/** Files the sender may attach: finished, and uploaded by them or delivered into their folders. */
function attachable(files: readonly DriveFile[], uid: string, ownsDeliveries: boolean) {
  return files.filter(
    (f) => f.state === 'finished' && (f.uploader.uid === uid || (ownsDeliveries && f.layer === 2)),
  );
}

const cardOf = (f: Pick<DriveFile, 'id' | 'name' | 'mime' | 'kind' | 'size'>): ChatAttachment => ({
  id: f.id,
  name: f.name,
  mime: f.mime,
  kind: f.kind,
  size: f.size,
});

/** The paperclip's choice: one of the user's files from Files, or a new upload. */
export function AttachDialog({ open, onClose, onPick, uid, ownsDeliveries }: AttachDialogProps) {
  const [tab, setTab] = useState<'files' | 'upload'>('files');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Attach a file"
      description="Everyone in this conversation will be able to open it."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      {open && (
        <Tabs
          label="Where the file comes from"
          value={tab}
          onChange={setTab}
          block
          items={[
            {
              id: 'files',
              label: 'Your files',
              content: <YourFiles uid={uid} ownsDeliveries={ownsDeliveries} onPick={onPick} />,
            },
            { id: 'upload', label: 'Upload new', content: <NewUpload onPick={onPick} /> },
          ]}
        />
      )}
    </Dialog>
  );
}

function YourFiles({
  uid,
  ownsDeliveries,
  onPick,
}: {
  uid: string;
  ownsDeliveries: boolean;
  onPick: (file: ChatAttachment) => void;
}) {
  const query = useQuery(filesQuery(uid));
  return (
    <QueryState
      query={query}
      isEmpty={(data) => attachable(data.files, uid, ownsDeliveries).length === 0}
      empty={<p>No files yet. Upload one in the other tab.</p>}
    >
      {(data) => (
        <ul className={styles.pickList} aria-label="Your files">
          {attachable(data.files, uid, ownsDeliveries).map((f) => (
            <li key={f.id}>
              <button type="button" className={styles.pickItem} onClick={() => onPick(cardOf(f))}>
                <Icon name={f.kind === 'video' ? 'video' : 'image'} size={20} />
                <span className={styles.chosenName}>{f.name}</span>
                {/* Where it is and when it came, to tell apart files of one name. */}
                <span className={styles.attachmentMeta}>
                  {f.folderName} · {formatDate(f.createdTime)} · {typeLabel(f.mime, f.kind)} ·{' '}
                  {formatBytes(f.size)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function NewUpload({ onPick }: { onPick: (file: ChatAttachment) => void }) {
  const [kind, setKind] = useState<UploadKind>('image');
  const onChange = (files: UploadedFile[]) => {
    const done = files.find((f) => f.state === 'finished' && f.uploadId);
    if (done?.uploadId)
      onPick(
        cardOf({ id: done.uploadId, name: done.name, mime: done.type, kind, size: done.size }),
      );
  };
  return (
    <div>
      <fieldset className={styles.kinds}>
        <legend className="visually-hidden">Kind of file</legend>
        {(['image', 'video'] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name="chat-upload-kind"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />{' '}
            {k === 'image' ? 'Image' : 'Video'}
          </label>
        ))}
      </fieldset>
      <FileUploader key={kind} kind={kind} folderName={chatFolderName} onChange={onChange} />
    </div>
  );
}
