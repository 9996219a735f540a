import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { describeFailure } from '../../lib/api-client';
import { checkFolderRemoval, driveKeys, removeFolder } from './api';
import type { FileGroup } from './group-files';
import { FileButton } from './FileButton';
import styles from './FileManagerPage.module.css';

/**
 * Delete folder, for its owner. The server is asked first whether the folder may go (an order in
 * progress still using it may not), so a refusal is said at once, under the button; only a folder
 * that may go gets the question 'Delete {title}?', and then goes with all its files.
 */
export function RemoveFolder({ group, folderId }: { group: FileGroup; folderId: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<{ files: number } | null>(null);
  const check = useMutation({
    mutationFn: () => checkFolderRemoval(folderId),
    onSuccess: setConfirming,
  });
  const remove = useMutation({
    mutationFn: () => removeFolder(folderId),
    onSuccess: () => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: driveKeys.files() });
    },
    onError: () => setConfirming(null),
  });
  const count = confirming?.files ?? group.files.length;
  const failure = check.error ?? remove.error;
  return (
    <>
      <FileButton
        icon="trash"
        label="Delete folder"
        hiddenText={` ${group.title}`}
        variant="ghost"
        disabled={check.isPending}
        onClick={() => {
          remove.reset();
          check.mutate();
        }}
      />
      {failure && (
        <p className={styles.rowError} role="alert">
          {describeFailure(failure).message}
        </p>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Delete ${group.title}?`}
        description={`The folder and its ${count} ${count === 1 ? 'file' : 'files'} are deleted for good, for everyone who sees them. This cannot be undone.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
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
