import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { chatLimits } from '../../../common/limits';
import type { ChatAttachment } from '../../../common/realtime';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { AttachDialog } from './AttachDialog';
import { MentionList } from './MentionList';
import { useMentionPicker, type Mentionable } from './use-mention-picker';
import attachStyles from './Attachment.module.css';
import styles from './Chat.module.css';

type ComposerProps = {
  /** Who the message goes to, for the input's label. */
  to: string;
  placeholder: string;
  onSend: (body: string, attachment?: ChatAttachment) => void;
  /** Called on each change of the text, for the typing signal (throttled by the caller). */
  onTyping?: () => void;
  /** A team group's other members, offered after `@`. */
  members?: readonly Mentionable[];
  /** Whose files the paperclip offers; null hides it (an Admin writing for a client). */
  attach: { uid: string; ownsDeliveries: boolean } | null;
  /** Text put into the input from outside (an Admin's saved reply); `at` tells one use from the next. */
  insert?: { text: string; at: number } | null;
};

/**
 * The message input (max 200; Enter sends; a blank message is not sent: docs/product.md §4, §5)
 * with the paperclip. A file goes with the text, or alone under its own name.
 */
export function Composer({
  to,
  placeholder,
  onSend,
  onTyping,
  members = [],
  attach,
  insert,
}: ComposerProps) {
  const [draft, setDraft] = useState('');
  const picker = useMentionPicker(members, draft, setDraft);
  const caretTo = (at: number) =>
    requestAnimationFrame(() => inputRef.current?.setSelectionRange(at, at));
  const [file, setFile] = useState<ChatAttachment | null>(null);
  const [picking, setPicking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useInsertedText(insert, setDraft, inputRef);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = draft.trim() || file?.name.slice(0, chatLimits.bodyMax).trim() || '';
    if (!body) return;
    onSend(body, file ?? undefined);
    setDraft('');
    setFile(null);
    inputRef.current?.focus();
  }

  return (
    <>
      {file && (
        <p className={attachStyles.chosen}>
          <Icon name="paperclip" size={16} />
          <span className={attachStyles.chosenName}>{file.name}</span>
          <Button
            variant="secondary"
            size="small"
            onClick={() => setFile(null)}
            aria-label={`Remove the attachment ${file.name}`}
          >
            Remove
          </Button>
        </p>
      )}
      <form className={styles.composer} onSubmit={onSubmit}>
        {attach && (
          <Button
            variant="secondary"
            onClick={() => setPicking(true)}
            aria-label="Attach a file"
            title="Attach a file"
            className={attachStyles.paperclip}
          >
            <Icon name="paperclip" size={18} />
          </Button>
        )}
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
          onChange={(e) => {
            setDraft(e.target.value);
            picker.track(e.target);
            if (e.target.value.trim()) onTyping?.();
          }}
          onSelect={(e) => picker.track(e.currentTarget)}
          onKeyDown={(e) => {
            const at = picker.onKeyDown(e);
            if (at !== null && at >= 0) caretTo(at);
          }}
          aria-describedby="chat-count"
          aria-controls={picker.options.length > 0 ? 'chat-mentions' : undefined}
          aria-activedescendant={
            picker.options.length > 0 ? `chat-mention-${picker.active}` : undefined
          }
        />
        <MentionList
          options={picker.options}
          active={picker.active}
          onPick={(m) => {
            caretTo(picker.pick(m));
            inputRef.current?.focus();
          }}
        />
        <span id="chat-count" className={styles.count} aria-live="off">
          {draft.length}/{chatLimits.bodyMax}
        </span>
        <Button type="submit" disabled={draft.trim() === '' && !file}>
          Send
        </Button>
      </form>
      {attach && (
        <AttachDialog
          open={picking}
          onClose={() => setPicking(false)}
          uid={attach.uid}
          ownsDeliveries={attach.ownsDeliveries}
          onPick={(picked) => {
            setFile(picked);
            setPicking(false);
            inputRef.current?.focus();
          }}
        />
      )}
    </>
  );
}

/**
 * Text put in from outside (a saved reply) replaces the draft while rendering (no effect, so no
 * second render pass), then the input takes the focus.
 */
function useInsertedText(
  insert: ComposerProps['insert'],
  setDraft: (text: string) => void,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const [inserted, setInserted] = useState(insert);
  if (insert !== inserted) {
    setInserted(insert);
    if (insert) setDraft(insert.text.slice(0, chatLimits.bodyMax));
  }
  useEffect(() => {
    if (insert) inputRef.current?.focus();
  }, [insert, inputRef]);
}
