import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Field.module.css';
import { Icon } from './Icon';

/** Ids of the hint and error texts of a control, and the aria-describedby that joins them. */
export function useDescribedBy(
  id: string | undefined,
  hint: ReactNode,
  error: string | undefined,
  extra?: string,
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [extra, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** The hint and error lines under a control; the error is what aria-describedby points at. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string | undefined;
  error?: string | undefined;
  errorId?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}

type FieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** Message shown under the input; also marks the input invalid. */
  error?: string | undefined;
  /** Help text shown under the input. */
  hint?: ReactNode;
};

/** A labelled text input with its hint and error text wired through aria-describedby. */
export function Field({ label, error, hint, id, className, ...input }: FieldProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(
    id,
    hint,
    error,
    input['aria-describedby'],
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <input
        className={styles.control}
        {...input}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The input settings of an e-mail address: no capitals or spelling fixes, the browser's autofill. */
export const emailInput = {
  type: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;
