import type { Ref } from 'react';
import { FieldMessages, useDescribedBy } from './Field';
import fieldStyles from './Field.module.css';
import { Icon } from './Icon';
import styles from './Stepper.module.css';

/** Keeps a number inside [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

type StepperProps = {
  label: string;
  /** The current number, or null while the input is empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  min: number;
  max: number;
  step?: number;
  /** Word shown after the number, such as "days". */
  unit?: string;
  error?: string | undefined;
  hint?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A number input with − and + buttons. Typing is free (so "12" can pass through "1"), and the
 * value is clamped to [min, max] when the input loses focus; the buttons never leave the range.
 */
export function Stepper({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  step = 1,
  unit,
  error,
  hint,
  id,
  name,
  disabled,
  inputRef,
}: StepperProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  const current = value ?? null;
  const canDecrease = !disabled && (current === null || current > min);
  const canIncrease = !disabled && (current === null || current < max);

  const stepBy = (direction: 1 | -1) => {
    // From an empty input either button starts at the minimum, the least surprising value.
    if (current === null) onChange(min);
    else onChange(clamp(current + direction * step, min, max));
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={controlId}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={[styles.group, error && styles.invalid].filter(Boolean).join(' ')}>
          <button
            type="button"
            className={styles.step}
            onClick={() => stepBy(-1)}
            disabled={!canDecrease}
            // The names stay short so the field's label names only the input (getByLabel, voice control).
            aria-label="Decrease"
            title={`Decrease ${label}`}
            aria-controls={controlId}
          >
            <Icon name="minus" size={18} />
          </button>
          <input
            ref={inputRef}
            id={controlId}
            name={name}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            disabled={disabled}
            value={current ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const raw = event.target.value;
              onChange(raw === '' ? null : Number(raw));
            }}
            onBlur={() => {
              if (current !== null && Number.isFinite(current)) {
                const kept = clamp(Math.round(current / step) * step, min, max);
                if (kept !== current) onChange(kept);
              }
              onBlur?.();
            }}
          />
          <button
            type="button"
            className={styles.step}
            onClick={() => stepBy(1)}
            disabled={!canIncrease}
            aria-label="Increase"
            title={`Increase ${label}`}
            aria-controls={controlId}
          >
            <Icon name="plus" size={18} />
          </button>
        </div>
        {unit && <span className={styles.unit}>{unit}</span>}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
