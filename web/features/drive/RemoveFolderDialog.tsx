import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { describeFailure } from '../../lib/api-client';
import { driveKeys, removeFolder } from './api';
import type { FileGroup } from './group-files';
import { FileButton } from './FileButton';
import styles from './FileManagerPage.module.css';

/**
 * Delete folder, for its owner: asked first ('Delete {title}?'), then the folder and all its
 * files go. The server refuses a folder an order in progress still uses, and says why here.
 */
export function RemoveFolder({ group, folderId }: { group: FileGroup; folderId: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeFolder(folderId),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: driveKeys.files() });
    },
    onError: () => setConfirming(false),
  });
  const count = group.files.length;
  return (
    <>
      <FileButton
        icon="trash"
        label="Delete folder"
        hiddenText={` ${group.title}`}
        variant="ghost"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      />
      {remove.isError && (
        <p className={styles.rowError} role="alert">
          {describeFailure(remove.error).message}
        </p>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${group.title}?`}
        description={`The folder and its ${count} ${count === 1 ? 'file' : 'files'} are deleted for good, for everyone who sees them. This cannot be undone.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button onClick={() => remove.mutate()} loading={remove.isPending}>
              Delete folder
            </Button>
          </>
        }
      />
    </>
  );
}
