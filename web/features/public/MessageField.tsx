import type { ComponentPropsWithRef } from 'react';
import { FieldMessages, useDescribedBy } from '../../components/Field';
import fieldStyles from '../../components/Field.module.css';
import styles from './ContactPage.module.css';

type MessageFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  /** Most characters allowed; shown with the count typed so far. */
  maxChars: number;
  length: number;
  error?: string | undefined;
};

/** A labelled multi-line input with a character count, styled like the design system's fields. */
export function MessageField({
  label,
  maxChars,
  length,
  error,
  id,
  ...textarea
}: MessageFieldProps) {
  const hint = `Up to ${maxChars} characters.`;
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  const over = length > maxChars;
  return (
    <div className={fieldStyles.field}>
      <div className={styles.labelRow}>
        <label className={fieldStyles.label} htmlFor={controlId}>
          {label}
        </label>
        <span className={over ? styles.countOver : styles.count} aria-hidden="true">
          {length} / {maxChars}
        </span>
      </div>
      <textarea
        className={`${fieldStyles.control} ${styles.textarea}`}
        rows={7}
        {...textarea}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
