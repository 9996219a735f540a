import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import type { UserRow, WhitelistFilter } from '../../common/api/teams';
import { useSession } from '../app/session';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { userSearchQuery } from '../lib/user-search';
import fieldStyles from './Field.module.css';
import { Icon } from './Icon';
import styles from './UserPicker.module.css';

type UserPickerProps = {
  label: string;
  /** What is searched, for the placeholder 'Search {template}…'. */
  template: string;
  /** Which accounts may be picked (an account type, a role). */
  whitelists: WhitelistFilter[];
  /** The chosen user's id, or null. */
  value: string | null;
  /** The chosen user's name when the caller knows it; otherwise it is looked up by id. */
  valueName?: string | null;
  onChange: (row: Pick<UserRow, 'Id' | 'Name'> | null) => void;
  hint?: string;
};

const typingPauseMs = 250;

/** The chosen user's name: the one given, or the one the directory has for the id. */
function useChosenName(viewer: string | null, props: UserPickerProps): string | null {
  const { value, valueName, whitelists } = props;
  const lookUp = useQuery({
    ...userSearchQuery(viewer, {
      value: '',
      page: 1,
      whitelists: [...whitelists, { db: 'users', column: 'Id', values: value ? [value] : [] }],
    }),
    enabled: viewer !== null && value !== null && !valueName,
  });
  if (!value) return null;
  return valueName ?? lookUp.data?.rows.find((row) => row.Id === value)?.Name ?? null;
}

/**
 * One search-as-you-type picker of a user (ARIA combobox): type part of a username, move through
 * the matches with the arrow keys, Enter or a click picks one; the choice shows as a chip with a
 * button to clear it. Scales to any directory size: only 9 matches are ever asked for.
 */
export function UserPicker(props: UserPickerProps) {
  const { label, template, whitelists, value, onChange, hint } = props;
  const session = useSession();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const settled = useDebouncedValue(text.trim(), typingPauseMs);
  const matches = useQuery({
    ...userSearchQuery(session.uid, { value: settled, page: 1, whitelists }),
    enabled: session.uid !== null && open,
  });
  const rows = open ? (matches.data?.rows ?? []) : [];
  const chosenName = useChosenName(session.uid, props);

  const pick = (row: UserRow) => {
    onChange({ Id: row.Id, Name: row.Name });
    setText('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (rows.length === 0 ? 0 : (at + step + rows.length) % rows.length));
    } else if (event.key === 'Enter' && open && rows[active]) {
      event.preventDefault();
      pick(rows[active]);
    } else if (event.key === 'Escape') setOpen(false);
  };

  if (value)
    return (
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label} id={`${id}-label`}>
          {label}
        </span>
        <span className={styles.chip} aria-labelledby={`${id}-label`} role="group">
          <span>{chosenName ?? 'Chosen'}</span>
          <button
            type="button"
            className={styles.clear}
            aria-label={`Clear ${label}`}
            onClick={() => onChange(null)}
          >
            <Icon name="close" size={14} />
          </button>
        </span>
      </div>
    );

  const listId = `${id}-list`;
  return (
    <div className={`${fieldStyles.field} ${styles.picker}`}>
      <label className={fieldStyles.label} htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className={fieldStyles.control}
        type="search"
        role="combobox"
        aria-expanded={rows.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={rows[active] ? `${id}-${rows[active].Id}` : undefined}
        placeholder={`Search ${template}…`}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className={styles.list}
        hidden={!rows.length}
      >
        {rows.map((row, at) => (
          <li
            key={row.Id}
            id={`${id}-${row.Id}`}
            role="option"
            aria-selected={at === active}
            className={styles.option}
            // Picked before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(row);
            }}
          >
            {row.Name} <span className={styles.username}>@{row.Username}</span>
          </li>
        ))}
      </ul>
      {hint && <p className={fieldStyles.hint}>{hint}</p>}
    </div>
  );
}
