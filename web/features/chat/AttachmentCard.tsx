import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBytes } from '../../../common/api/drive';
import type { ChatAttachment } from '../../../common/realtime';
import { Icon } from '../../components/Icon';
import {
  FilePreviewDialog,
  FileViewButtons,
  mediaLinkQuery,
  typeLabel,
  useFileDownload,
} from '../drive/public';
import styles from './Attachment.module.css';

/**
 * A file sent in a message: an image's preview or a video's first frame, its name and size, and
 * Preview and Download. Both go through the drive, which lets every reader of the conversation
 * open the file (decision 023); anyone else is refused there.
 */
export function AttachmentCard({ attachment }: { attachment: ChatAttachment }) {
  const [open, setOpen] = useState(false);
  const { progress, message, download } = useFileDownload(attachment);
  const label = `${typeLabel(attachment.mime, attachment.kind)} · ${formatBytes(attachment.size)}`;
  return (
    <figure className={styles.attachment} aria-label={`Attached file ${attachment.name}`}>
      {/* The picture opens the preview for a pointer; keyboards and readers use Preview below. */}
      <button
        type="button"
        className={styles.attachmentPreview}
        onClick={() => setOpen(true)}
        tabIndex={-1}
        aria-hidden="true"
      >
        <Thumbnail attachment={attachment} />
      </button>
      <figcaption className={styles.attachmentCaption}>
        <span className={styles.attachmentName} title={attachment.name}>
          {attachment.name}
        </span>
        <span className={styles.attachmentMeta}>{label}</span>
        <span className={styles.attachmentActions}>
          <FileViewButtons
            name={attachment.name}
            onPreview={() => setOpen(true)}
            onDownload={() => void download()}
            downloading={progress !== null}
          />
        </span>
        {message && (
          <span className={styles.attachmentMeta} role="status">
            {message}
          </span>
        )}
      </figcaption>
      <FilePreviewDialog file={open ? attachment : null} onClose={() => setOpen(false)} />
    </figure>
  );
}

/** The picture of the card: the image itself, or the video's first frame under a play mark. */
function Thumbnail({ attachment }: { attachment: ChatAttachment }) {
  const link = useQuery(mediaLinkQuery(attachment.id, 'inline'));
  const [broken, setBroken] = useState(false);
  const icon = attachment.kind === 'video' ? 'video' : 'image';
  if (!link.data || broken)
    return (
      <span className={styles.attachmentIcon}>
        <Icon name={link.isError || broken ? 'alert' : icon} size={32} />
      </span>
    );
  return attachment.kind === 'image' ? (
    <img
      src={link.data.url}
      alt=""
      className={styles.attachmentMedia}
      onError={() => setBroken(true)}
    />
  ) : (
    <span className={styles.attachmentVideo}>
      {/* #t asks for the first frame as the poster; only the metadata and that frame load. */}
      <video
        src={`${link.data.url}#t=0.1`}
        preload="metadata"
        muted
        className={styles.attachmentMedia}
        aria-hidden="true"
        tabIndex={-1}
        onError={() => setBroken(true)}
      />
      <span className={styles.attachmentPlay}>
        <Icon name="play" size={28} />
      </span>
    </span>
  );
}
