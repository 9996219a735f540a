import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Checkbox.module.css';
import { FieldMessages, useDescribedBy } from './Field';
import { Icon } from './Icon';

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A native checkbox with a larger, themed box; the whole row is its label. */
export function Checkbox({ label, error, hint, id, className, ...input }: CheckboxProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(
    id,
    hint,
    error,
    input['aria-describedby'],
  );
  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <label className={styles.row} htmlFor={controlId}>
        <span className={styles.boxWrap}>
          <input
            type="checkbox"
            className={styles.input}
            {...input}
            id={controlId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <Icon name="check" size={16} className={styles.check} />
        </span>
        <span>{label}</span>
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
