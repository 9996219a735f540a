import { useId } from 'react';
import { Icon } from '../../components/Icon';
import stepperStyles from '../../components/Stepper.module.css';
import styles from './shop.module.css';

type OptionStepperProps = {
  label: string;
  /** The values the option allows, in order; the buttons move through them. */
  values: readonly number[];
  value: number;
  unit: string;
  onChange: (value: number) => void;
};

/**
 * A stepper over a fixed list of values (Video Edit durations 5, 10, 15, 20, 25, 60), so the
 * buttons can only ever pick a value the shop sells. The value is announced as it changes.
 */
export function OptionStepper({ label, values, value, unit, onChange }: OptionStepperProps) {
  const labelId = useId();
  const index = Math.max(0, values.indexOf(value));
  const move = (by: 1 | -1) => {
    const next = values[index + by];
    if (next !== undefined) onChange(next);
  };
  return (
    <div className={styles.option} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.optionLabel}>
        {label}
      </span>
      <div className={stepperStyles.group}>
        <button
          type="button"
          className={stepperStyles.step}
          onClick={() => move(-1)}
          disabled={index === 0}
          aria-label={`Decrease ${label}`}
        >
          <Icon name="minus" size={18} />
        </button>
        <output className={styles.optionValue} aria-live="polite" aria-atomic="true">
          {value} {unit}
        </output>
        <button
          type="button"
          className={stepperStyles.step}
          onClick={() => move(1)}
          disabled={index === values.length - 1}
          aria-label={`Increase ${label}`}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
    </div>
  );
}
