import { useId } from 'react';
import { orderLimits } from '../../../common/limits';
import { Icon } from '../../components/Icon';
import styles from './Review.module.css';

const choices = Array.from(
  { length: orderLimits.reviewStarsMax - orderLimits.reviewStarsMin + 1 },
  (_, i) => orderLimits.reviewStarsMin + i,
);

/**
 * A 1-5 star rating as a group of native radio buttons: arrow keys move between them, each is
 * named "3 stars", and the chosen count is said in words as well as by filled stars.
 */
export function StarsField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.stars} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.starsLegend}>Your rating</legend>
      <div className={styles.starsRow}>
        {choices.map((n) => (
          <label key={n} className={styles.star} data-on={value !== null && n <= value}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="visually-hidden"
            />
            <Icon name="star" size={28} />
            <span className="visually-hidden">
              {n} star{n === 1 ? '' : 's'}
            </span>
          </label>
        ))}
        <span className={styles.starsValue} aria-hidden="true">
          {value === null ? 'Not rated yet' : `${value} of 5`}
        </span>
      </div>
      {error && (
        <p id={errorId} className={styles.starsError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
