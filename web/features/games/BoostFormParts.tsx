import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { BoostForm, BoostResponse } from '../../../common/api/games';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DialogActions } from '../../components/DialogActions';
import { Field } from '../../components/Field';
import { monthName } from './format';
import styles from './Games.module.css';

/** What the Boost form holds before the schema checks it. */
export type BoostInput = z.input<typeof BoostForm>;

type VideoRowsProps = {
  form: UseFormReturn<BoostInput, unknown, BoostForm>;
  rows: UseFieldArrayReturn<BoostInput, 'videos'>;
  /** The latest publish date allowed. */
  today: string;
  /** The earliest publish date allowed. */
  earliest: string;
};

/** One link and publish date per promotion video, each row removable while there are several. */
export function VideoRows({ form, rows, today, earliest }: VideoRowsProps) {
  const errors = form.formState.errors;
  return (
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
  );
}

/** What the Boost overlay says once the videos are sent. */
export function BoostSent({ answer, onClose }: { answer: BoostResponse; onClose: () => void }) {
  const count = answer.videos.length;
  return (
    <div className={styles.dialogBody}>
      <Alert tone="success" focusOnMount>
        {count === 1 ? '1 video' : `${count} videos`} sent for review. They count in{' '}
        {monthName(answer.month)}&apos;s review.
      </Alert>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </div>
  );
}
