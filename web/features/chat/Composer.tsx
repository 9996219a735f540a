import { useEffect, useRef, useState, type FormEvent } from 'react';
import { chatLimits } from '../../../common/limits';
import { Button } from '../../components/Button';
import styles from './Chat.module.css';

type ComposerProps = {
  /** Who the message goes to, for the input's label. */
  to: string;
  placeholder: string;
  onSend: (body: string) => void;
  /** Text put into the input from outside (an Admin's saved reply); `at` tells one use from the next. */
  insert?: { text: string; at: number } | null;
};

/** The message input (max 200; Enter sends; a blank message is not sent: docs/product.md §4, §5). */
export function Composer({ to, placeholder, onSend, insert }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // A new insert replaces the draft while rendering (no effect, so no second render pass).
  const [inserted, setInserted] = useState(insert);
  if (insert !== inserted) {
    setInserted(insert);
    if (insert) setDraft(insert.text.slice(0, chatLimits.bodyMax));
  }
  useEffect(() => {
    if (insert) inputRef.current?.focus();
  }, [insert]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    onSend(body);
    setDraft('');
    inputRef.current?.focus();
  }

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label htmlFor="chat-input" className="visually-hidden">
        Message to {to}
      </label>
      <input
        ref={inputRef}
        id="chat-input"
        className={styles.input}
        value={draft}
        maxLength={chatLimits.bodyMax}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
        aria-describedby="chat-count"
      />
      <span id="chat-count" className={styles.count} aria-live="off">
        {draft.length}/{chatLimits.bodyMax}
      </span>
      <Button type="submit" disabled={draft.trim() === ''}>
        Send
      </Button>
    </form>
  );
}
