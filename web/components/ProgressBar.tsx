import { useId } from 'react';
import styles from './ProgressBar.module.css';

type ProgressBarProps = {
  label: string;
  /** Progress from 0 to max. */
  value: number;
  max?: number;
  /** Show the percentage next to the label. */
  showValue?: boolean;
  /** Give the label to assistive technology only, where the bar's row already says what it is. */
  hideLabel?: boolean;
  /** What assistive technology reads as the value; the percentage by default. */
  valueText?: string;
  /**
   * Extra class on the outer element. It may set `--progress-height` and `--progress-fill` to
   * change the bar's thickness and colour.
   */
  className?: string;
};

/** A labelled progress bar with the progressbar role and its value exposed. */
export function ProgressBar({
  label,
  value,
  max = 100,
  showValue = true,
  hideLabel = false,
  valueText,
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(safeMax, Math.max(0, value));
  const percent = Math.round((clamped / safeMax) * 100);
  return (
    <div className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      {(!hideLabel || showValue) && (
        <div className={styles.top}>
          {!hideLabel && (
            <span id={labelId} className={styles.label}>
              {label}
            </span>
          )}
          {showValue && (
            <span className={styles.value} aria-hidden="true">
              {percent}%
            </span>
          )}
        </div>
      )}
      <div
        className={styles.track}
        role="progressbar"
        {...(hideLabel ? { 'aria-label': label } : { 'aria-labelledby': labelId })}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={valueText ?? `${percent}%`}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
