import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { driveKeys, removeUpload } from './api';

/** Removing one file: asked first, then deleted, and the file lists refreshed. */
export function useFileRemoval(fileId: string) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeUpload(fileId),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: driveKeys.files() });
    },
  });
  return {
    remove,
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
  };
}

/** 'Remove {name}?': the file is deleted for good once confirmed. */
export function RemoveFileDialog({
  name,
  removal,
}: {
  name: string;
  removal: ReturnType<typeof useFileRemoval>;
}) {
  return (
    <Dialog
      open={removal.confirming}
      onClose={removal.cancel}
      title={`Remove ${name}?`}
      description="The file is deleted for good. This cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={removal.cancel}>
            Keep it
          </Button>
          <Button onClick={() => removal.remove.mutate()} loading={removal.remove.isPending}>
            Remove file
          </Button>
        </>
      }
    />
  );
}
