import type { ComponentPropsWithRef } from 'react';
import { FieldMessages, useDescribedBy } from './Field';
import fieldStyles from './Field.module.css';
import styles from './TextAreaField.module.css';

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  /** Most characters allowed; shown with the count typed so far. */
  maxChars: number;
  /** Fewest characters, when there is a minimum; said in the default hint. */
  minChars?: number;
  /** Characters typed so far, for the counter. */
  length: number;
  /** Replaces the default hint, which states the limits. */
  hint?: string;
  error?: string | undefined;
};

/**
 * A labelled multi-line input with a character counter. The counter is for the eye; a screen
 * reader hears the limits once, from the hint, rather than a count on every key press. There is
 * no maxLength unless the caller sets one: a pasted text that is too long stays visible, and the
 * form says by how much, rather than being cut silently.
 */
export function TextAreaField({
  label,
  maxChars,
  minChars,
  length,
  hint: givenHint,
  error,
  id,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const hint =
    givenHint ??
    (minChars ? `${minChars} to ${maxChars} characters.` : `Up to ${maxChars} characters.`);
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  return (
    <div className={fieldStyles.field}>
      <div className={styles.labelRow}>
        <label className={fieldStyles.label} htmlFor={controlId}>
          {label}
        </label>
        <span className={length > maxChars ? styles.countOver : styles.count} aria-hidden="true">
          {length} / {maxChars}
        </span>
      </div>
      <textarea
        className={`${fieldStyles.control} ${styles.textarea}`}
        rows={rows}
        {...textarea}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
