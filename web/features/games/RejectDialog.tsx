import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { VideoDecision } from '../../../common/api/games';
import type { ReviewVideo } from '../../../common/api/games';
import { ownershipLimits as L } from '../../../common/limits';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { FailureAlert } from '../../components/FailureAlert';
import { TextAreaField } from '../../components/TextAreaField';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { decideVideo, gameKeys } from './api';
import styles from './Games.module.css';

type RejectInput = VideoDecision;

/** Rejecting a promotion video asks why: the partner reads the reason in chat and by e-mail. */
export function RejectDialog({
  video,
  partner,
  onClose,
}: {
  video: ReviewVideo | null;
  partner: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={video !== null}
      onClose={onClose}
      title="Reject this video?"
      description={`Say what is wrong with it. ${partner} reads your reason on their Games page, in chat and by e-mail.`}
    >
      {video && <RejectForm video={video} onClose={onClose} />}
    </Dialog>
  );
}

function RejectForm({ video, onClose }: { video: ReviewVideo; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<RejectInput, unknown, VideoDecision>({
    resolver: zodResolver(VideoDecision),
    defaultValues: { status: 'rejected', reason: video.reason ?? '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const reject = useMutation({
    mutationFn: (decision: VideoDecision) => decideVideo(video.id, decision),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      onClose();
    },
    onError: (error) => applyFieldErrors(form, error, ['reason']),
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (!reject.isPending) reject.mutate(values);
      })}
    >
      <FailureAlert error={reject.error} />
      <p className={styles.hint}>{video.facts?.title ?? video.url}</p>
      <TextAreaField
        label="Reason for the partner"
        maxChars={L.rejectReasonMax}
        length={reason.length}
        rows={3}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogActions onCancel={onClose}>
        <Button type="submit" loading={reject.isPending}>
          Reject video
        </Button>
      </DialogActions>
    </form>
  );
}
