import { useState, type KeyboardEvent } from 'react';
import { mentionAt } from '../../../common/api/chat-mentions';

/** Someone the composer may mention: a member of the team group. */
export type Mentionable = { uid: string; name: string; username: string | null };

const shownMax = 6;

/**
 * The @-completion of the composer in a team group: typing `@` and the start of a name or
 * username offers the matching members; ArrowUp and ArrowDown move, Enter or Tab pick, Escape
 * closes. Picking writes `@username ` in place of what was typed.
 */
export function useMentionPicker(
  members: readonly Mentionable[],
  draft: string,
  setDraft: (text: string) => void,
) {
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const typed = members.length > 0 ? mentionAt(draft, caret) : null;
  const query = typed?.query.toLowerCase() ?? '';
  const options =
    typed && closedAt !== draft
      ? members
          .filter(
            (m) =>
              m.username &&
              (m.username.toLowerCase().startsWith(query) ||
                m.name.toLowerCase().startsWith(query)),
          )
          .slice(0, shownMax)
      : [];
  const current = Math.min(active, Math.max(0, options.length - 1));

  /** Writes the member's mention in; answers where the caret goes next. */
  function pick(member: Mentionable): number {
    if (!typed || !member.username) return caret;
    const insert = `@${member.username} `;
    setDraft(draft.slice(0, typed.start) + insert + draft.slice(caret));
    const at = typed.start + insert.length;
    setCaret(at);
    setActive(0);
    return at;
  }

  /** Handles the keys of an open list; a pick answers where the caret goes, other keys -1. */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): number | null {
    if (options.length === 0) return null;
    const move = (by: number) => setActive((current + by + options.length) % options.length);
    let at = -1;
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Escape') setClosedAt(draft);
    else if (event.key === 'Enter' || event.key === 'Tab') at = pick(options[current]!);
    else return null;
    event.preventDefault();
    return at;
  }

  return {
    options,
    active: current,
    pick,
    onKeyDown,
    /** Keeps the caret known, so the word under it is the one completed. */
    track: (input: HTMLInputElement) => setCaret(input.selectionStart ?? input.value.length),
  };
}
