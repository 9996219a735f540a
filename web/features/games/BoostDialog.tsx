import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BoostForm } from '../../../common/api/games';
import type { Game } from '../../../common/games';
import { ownershipLimits as L } from '../../../common/limits';
import { addMonths, firstDayOf } from '../../../common/ownership';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { describeFailure } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { TextAreaField } from '../../components/TextAreaField';
import { gameKeys, submitBoost } from './api';
import styles from './Games.module.css';
import { monthName } from './format';

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

type Input = z.input<typeof BoostForm>;

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
  const form = useForm<Input, unknown, BoostForm>({
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
  const failure = send.isError ? describeFailure(send.error) : undefined;
  const earliest = firstDayOf(addMonths(today.slice(0, 7), -L.publishedMonthsBackMax));
  const errors = form.formState.errors;

  if (send.isSuccess) {
    const count = send.data.videos.length;
    return (
      <div className={styles.dialogBody}>
        <Alert tone="success" focusOnMount>
          {count === 1 ? '1 video' : `${count} videos`} sent for review. They count in{' '}
          {monthName(send.data.month)}&apos;s review.
        </Alert>
        <div className={styles.dialogActions}>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (!send.isPending) send.mutate(values);
      })}
    >
      {failure && (
        <Alert tone="error" link={failure.link} focusOnMount key={failure.message}>
          {failure.message}
        </Alert>
      )}
      <ol className={styles.videoRows}>
        {rows.fields.map((row, i) => (
          <li key={row.id} className={styles.videoRow}>
            <Field
              label={`Video link ${i + 1}`}
              type="url"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=…"
              autoComplete="off"
              error={errors.videos?.[i]?.url?.message}
              {...form.register(`videos.${i}.url`)}
            />
            <Field
              label={`Published on (video ${i + 1})`}
              type="date"
              min={earliest}
              max={today}
              error={errors.videos?.[i]?.publishedOn?.message}
              {...form.register(`videos.${i}.publishedOn`)}
            />
            {rows.fields.length > 1 && (
              <Button
                variant="ghost"
                size="small"
                className={styles.removeRow}
                onClick={() => rows.remove(i)}
                aria-label={`Remove video ${i + 1}`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ol>
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
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          Send for review
        </Button>
      </div>
    </form>
  );
}
