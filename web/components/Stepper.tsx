import { useId, type ReactNode, type Ref } from 'react';
import { FieldMessages, useDescribedBy } from './Field';
import fieldStyles from './Field.module.css';
import { Icon } from './Icon';
import styles from './Stepper.module.css';

/** Keeps a number inside [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

type NumberStepperProps = {
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
  /**
   * False keeps a typed value outside [min, max] as it is, so the form's schema can say what is
   * wrong instead of the number silently changing (a goal of 15 quietly becoming 14).
   */
  clampOnBlur?: boolean;
  /** Keeps the label for assistive technology only, where the thing counted is named beside it. */
  hideLabel?: boolean;
  /** What the − and + buttons change, in their names: "Increase 10-minute edit". */
  buttonsName?: string;
  values?: undefined;
};

type ValuesStepperProps = {
  label: string;
  /**
   * The values allowed, in order: the buttons move through them and nothing can be typed, so only
   * a listed value can ever be picked. The value is announced as it changes.
   */
  values: readonly number[];
  value: number;
  onChange: (value: number) => void;
  /** Word shown after the number, such as "min". */
  unit?: string;
  /** What the buttons change, when the label alone is ambiguous: "Video Edit duration". */
  buttonsName?: string;
};

/**
 * A number with − and + buttons. By default an input: typing is free (so "12" can pass through
 * "1"), and the value is clamped to [min, max] when the input loses focus (unless
 * `clampOnBlur` is false); the buttons never leave the range. Given `values`, the buttons step through that list instead.
 */
export function Stepper(props: NumberStepperProps | ValuesStepperProps) {
  return props.values ? <ValuesStepper {...props} /> : <NumberStepper {...props} />;
}

/** The bordered − value + group both kinds of stepper share. */
function StepGroup({
  onStep,
  canDecrease,
  canIncrease,
  names,
  titles,
  controls,
  invalid,
  children,
}: {
  onStep: (direction: 1 | -1) => void;
  canDecrease: boolean;
  canIncrease: boolean;
  names: { decrease: string; increase: string };
  titles?: { decrease: string; increase: string };
  controls?: string;
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={[styles.group, invalid && styles.invalid].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onStep(-1)}
        disabled={!canDecrease}
        aria-label={names.decrease}
        title={titles?.decrease}
        aria-controls={controls}
      >
        <Icon name="minus" size={18} />
      </button>
      {children}
      <button
        type="button"
        className={styles.step}
        onClick={() => onStep(1)}
        disabled={!canIncrease}
        aria-label={names.increase}
        title={titles?.increase}
        aria-controls={controls}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}

function ValuesStepper({ label, values, value, onChange, unit, buttonsName }: ValuesStepperProps) {
  const labelId = useId();
  const index = Math.max(0, values.indexOf(value));
  const move = (by: 1 | -1) => {
    const next = values[index + by];
    if (next !== undefined) onChange(next);
  };
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <StepGroup
        onStep={move}
        canDecrease={index > 0}
        canIncrease={index < values.length - 1}
        // No input carries the label here, so the buttons name what they change.
        names={{
          decrease: `Decrease ${buttonsName ?? label}`,
          increase: `Increase ${buttonsName ?? label}`,
        }}
      >
        <output className={styles.output} aria-live="polite" aria-atomic="true">
          {value}
          {unit ? ` ${unit}` : ''}
        </output>
      </StepGroup>
    </div>
  );
}

function NumberStepper({
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
  clampOnBlur = true,
  hideLabel = false,
  buttonsName,
}: NumberStepperProps) {
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
      <label className={hideLabel ? 'visually-hidden' : fieldStyles.label} htmlFor={controlId}>
        {label}
      </label>
      <div className={styles.row}>
        <StepGroup
          onStep={stepBy}
          canDecrease={canDecrease}
          canIncrease={canIncrease}
          // Without buttonsName the names stay short, so the field's label names only the input
          // (getByLabel, voice control); with it, each button says what it changes.
          names={
            buttonsName
              ? { decrease: `Decrease ${buttonsName}`, increase: `Increase ${buttonsName}` }
              : { decrease: 'Decrease', increase: 'Increase' }
          }
          titles={{ decrease: `Decrease ${label}`, increase: `Increase ${label}` }}
          controls={controlId}
          invalid={Boolean(error)}
        >
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
              if (clampOnBlur && current !== null && Number.isFinite(current)) {
                const kept = clamp(Math.round(current / step) * step, min, max);
                if (kept !== current) onChange(kept);
              }
              onBlur?.();
            }}
          />
        </StepGroup>
        {unit && <span className={styles.unit}>{unit}</span>}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
