import { useId } from 'react';
import styles from './ProgressBar.module.css';

type ProgressBarProps = {
  label: string;
  /** Progress from 0 to max. */
  value: number;
  max?: number;
  /** Show the percentage next to the label. */
  showValue?: boolean;
};

/** A labelled progress bar with the progressbar role and its value exposed. */
export function ProgressBar({ label, value, max = 100, showValue = true }: ProgressBarProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(safeMax, Math.max(0, value));
  const percent = Math.round((clamped / safeMax) * 100);
  return (
    <div className={styles.wrap}>
      <div className={styles.top}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {showValue && (
          <span className={styles.value} aria-hidden="true">
            {percent}%
          </span>
        )}
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={`${percent}%`}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
