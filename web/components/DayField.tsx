import { useRef, useState, type KeyboardEvent } from 'react';
import { formatCalendarDay } from '../../common/date-format';
import { parseDay } from '../lib/parse-day';
import { FieldMessages, useDescribedBy } from './Field';
import styles from './Field.module.css';
import { Icon } from './Icon';

type DayFieldProps = {
  label: string;
  /** The day as the API takes it, `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Earliest and latest day the calendar offers, `YYYY-MM-DD`. */
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
};

const unread = 'Write a day such as 7 Dec 2026, or pick one from the calendar.';

/**
 * A day written and read as the app writes days ("7 Dec 2026"), since a date input shows its
 * browser's own order (`mm/dd/yyyy` in an American browser) beside pages that say "7 Dec 2026".
 * The button opens the browser's calendar on a hidden date input, which fills the field.
 */
export function DayField({ label, value, onChange, onBlur, name, min, max, error }: DayFieldProps) {
  // What is being typed; null shows the value itself, written the app's way, so a value set
  // from outside (a reset, the calendar) shows as soon as it comes.
  const [draft, setDraft] = useState<string | null>(null);
  const [misread, setMisread] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const text = draft ?? (value ? formatCalendarDay(value) : '');
  const shown = misread ? unread : error;
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(undefined, undefined, shown);

  const read = () => {
    if (draft === null) return;
    const day = draft.trim() === '' ? '' : parseDay(draft);
    setMisread(day === undefined);
    if (day !== undefined) setDraft(null);
    onChange(day ?? '');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') read();
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // No calendar here (an old browser, or not from a click): the text field still takes a day.
    }
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <div className={styles.dayWrap}>
        <input
          id={controlId}
          name={name}
          className={styles.control}
          value={text}
          placeholder="7 Dec 2026"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            read();
            onBlur?.();
          }}
        />
        <button
          type="button"
          className={styles.dayButton}
          aria-label={`Pick the ${label.toLowerCase()} on a calendar`}
          onClick={openCalendar}
        >
          <Icon name="calendar" size={20} />
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={`${label}, calendar`}
          className={styles.dayPicker}
          value={value}
          min={min}
          max={max}
          onChange={(event) => {
            setDraft(null);
            setMisread(false);
            onChange(event.target.value);
          }}
        />
      </div>
      <FieldMessages hintId={hintId} error={shown} errorId={errorId} />
    </div>
  );
}

/** What a react-hook-form Controller's field gives a DayField. */
export function dayProps(field: {
  value: string | undefined;
  onChange: (day: string) => void;
  onBlur: () => void;
  name: string;
}) {
  const { value, onChange, onBlur, name } = field;
  return { value: value ?? '', onChange, onBlur, name };
}
