import { useId } from 'react';
import { supportTagLabel, supportTags } from '../../../common/api/chat-support';
import { supportSearchLimits } from '../../../common/api/support-search';
import { searchesText, type SupportFilter } from './support-filter';
import styles from './SupportSearch.module.css';

/**
 * The Admin's search box over every Support thread's messages, and the tag filter: one tag at a
 * time, pressed again to show every thread.
 */
export function SupportFilters({
  value,
  onChange,
}: {
  value: SupportFilter;
  onChange: (filter: SupportFilter) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const short = value.q.trim().length > 0 && !searchesText(value);
  return (
    <div className={styles.filters} role="search" aria-label="Support threads">
      <label className="visually-hidden" htmlFor={inputId}>
        Search support messages
      </label>
      <input
        id={inputId}
        className={styles.search}
        type="search"
        value={value.q}
        placeholder="Search messages…"
        autoComplete="off"
        maxLength={supportSearchLimits.queryMax}
        aria-describedby={short ? hintId : undefined}
        onChange={(event) => onChange({ ...value, q: event.target.value })}
      />
      {short && (
        <p id={hintId} className={styles.hint}>
          Type at least {supportSearchLimits.queryMin} characters.
        </p>
      )}
      <div className={styles.tagFilter} role="group" aria-label="Filter by tag">
        {supportTags.map((tag) => (
          <button
            key={tag}
            type="button"
            className={styles.tagButton}
            data-tag={tag}
            aria-pressed={value.tag === tag}
            onClick={() => onChange({ ...value, tag: value.tag === tag ? null : tag })}
          >
            {supportTagLabel[tag]}
          </button>
        ))}
      </div>
    </div>
  );
}
