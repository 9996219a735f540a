import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldMessages, useDescribedBy } from './Field';
import styles from './Field.module.css';
import { Icon } from './Icon';

type SelectProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled native select: the platform's own picker is the most accessible one on phones. */
export function Select({ label, error, hint, id, className, children, ...select }: SelectProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(
    id,
    hint,
    error,
    select['aria-describedby'],
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <div className={styles.selectWrap}>
        <select
          className={`${styles.control} ${styles.select}`}
          {...select}
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {children}
        </select>
        <Icon name="chevronDown" size={18} className={styles.selectIcon} />
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
