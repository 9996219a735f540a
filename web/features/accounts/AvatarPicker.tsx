import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { avatarMaxBytes, avatarTypes } from '../../../common/api/accounts';
import { saveProfile, useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { removeAvatar, uploadAvatar } from './api';
import styles from './ProfileSection.module.css';

const megabytes = avatarMaxBytes / 1024 / 1024;

/** The user's picture: choose a file (sent at once, cropped square by the server) or remove it. */
export function AvatarPicker() {
  const session = useSession();
  const input = useRef<HTMLInputElement>(null);
  const keep = (avatarUrl: string | null) => saveProfile({ avatarUrl });
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (answer) => keep(answer.avatarUrl),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const remove = useMutation({ mutationFn: removeAvatar, onSuccess: () => keep(null) });
  const busy = upload.isPending || remove.isPending;

  return (
    <div className={styles.avatarRow}>
      <Avatar name={session.name} src={session.avatarUrl} size="xlarge" tone="accent" />
      <div className={styles.avatarControls}>
        <label className={styles.fileLabel}>
          <span>Picture</span>
          <input
            ref={input}
            type="file"
            accept={avatarTypes.join(',')}
            disabled={busy}
            aria-describedby="avatar-hint"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
        </label>
        <p id="avatar-hint" className={styles.hint}>
          PNG, JPEG, WebP or GIF up to {megabytes} MB. It is cropped to a square.
        </p>
        {session.avatarUrl && (
          <Button
            variant="secondary"
            size="small"
            loading={remove.isPending}
            disabled={busy}
            onClick={() => remove.mutate()}
          >
            Remove picture
          </Button>
        )}
        {upload.isPending && <p className={styles.hint}>Uploading…</p>}
        {upload.isSuccess && <Alert tone="success">Picture saved.</Alert>}
        <FailureAlert error={upload.error ?? remove.error} />
      </div>
    </div>
  );
}
