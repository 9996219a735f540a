import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { BoostForm } from '../../../common/api/games';
import type { Game } from '../../../common/games';
import { ownershipLimits as L } from '../../../common/limits';
import { addMonths, firstDayOf } from '../../../common/ownership';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { FailureAlert } from '../../components/FailureAlert';
import { TextAreaField } from '../../components/TextAreaField';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { gameKeys, submitBoost } from './api';
import { BoostSent, VideoRows, type BoostInput } from './BoostFormParts';
import { monthName } from './format';
import styles from './Games.module.css';

/**
 * The Boost overlay: the Ownership Booster form (docs/product.md §1, §2). Links to promotional videos with
 * their publish dates and a note, checked with the same schema as the server; each video once.
 */
export function BoostDialog({
  game,
  today,
  openMonth,
  onClose,
}: {
  game: Game | null;
  /** `YYYY-MM-DD` as the server counts it, the latest publish date allowed. */
  today: string;
  /** The month whose review the videos go to. */
  openMonth: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={game !== null}
      onClose={onClose}
      title={game ? `Boost ${game.game}` : 'Boost'}
      description={`Send the videos in which you promoted the game. An Admin reviews them in ${monthName(openMonth)}'s review; each approved video raises next month's share.`}
    >
      {game && <BoostFormBody game={game} today={today} onClose={onClose} />}
    </Dialog>
  );
}

function BoostFormBody({
  game,
  today,
  onClose,
}: {
  game: Game;
  today: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<BoostInput, unknown, BoostForm>({
    resolver: zodResolver(BoostForm),
    defaultValues: { videos: [{ url: '', publishedOn: '' }], note: '' },
  });
  const rows = useFieldArray({ control: form.control, name: 'videos' });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const send = useMutation({
    mutationFn: (values: BoostForm) => submitBoost(game.id, values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gameKeys.all }),
    onError: (error) =>
      applyFieldErrors(form, error, [
        'note',
        ...rows.fields.flatMap((_, i) => [`videos.${i}.url`, `videos.${i}.publishedOn`]),
      ]),
  });
  const earliest = firstDayOf(addMonths(today.slice(0, 7), -L.publishedMonthsBackMax));
  const errors = form.formState.errors;

  if (send.isSuccess) return <BoostSent answer={send.data} onClose={onClose} />;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (!send.isPending) send.mutate(values);
      })}
    >
      <FailureAlert error={send.error} />
      <VideoRows form={form} rows={rows} today={today} earliest={earliest} />
      {errors.videos?.message && <p className={styles.formError}>{errors.videos.message}</p>}
      {rows.fields.length < L.linksPerBoostMax && (
        <Button
          variant="secondary"
          size="small"
          onClick={() => rows.append({ url: '', publishedOn: '' })}
        >
          Add another video
        </Button>
      )}
      <p className={styles.hint}>
        https YouTube links only (videos, shorts or live streams), published between {earliest} and
        today. Up to {L.linksPerBoostMax} videos at a time; each video counts once.
      </p>
      <TextAreaField
        label="Note for the reviewer (optional)"
        maxChars={L.boostNoteMax}
        length={note.length}
        rows={3}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <DialogActions onCancel={onClose}>
        <Button type="submit" loading={send.isPending}>
          Send for review
        </Button>
      </DialogActions>
    </form>
  );
}
