import type { Mentionable } from './use-mention-picker';
import styles from './Chat.module.css';

/**
 * The members an `@` in the composer may call, above the input. The input keeps the focus and
 * points at the highlighted one (aria-activedescendant); a click picks too.
 */
export function MentionList({
  options,
  active,
  onPick,
}: {
  options: readonly Mentionable[];
  active: number;
  onPick: (member: Mentionable) => void;
}) {
  if (options.length === 0) return null;
  return (
    <ul id="chat-mentions" role="listbox" aria-label="Mention someone" className={styles.mentions}>
      {options.map((m, i) => (
        <li
          key={m.uid}
          id={`chat-mention-${i}`}
          role="option"
          aria-selected={i === active}
          className={styles.mentionOption}
          // Picked on mouse down, so the input does not lose the focus first.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(m);
          }}
        >
          {m.name} <span className={styles.muted}>@{m.username}</span>
        </li>
      ))}
    </ul>
  );
}
