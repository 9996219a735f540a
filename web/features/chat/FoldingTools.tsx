import type { ReactNode } from 'react';
import styles from './Chat.module.css';

type FoldingToolsProps = {
  /** Whether there is a control at all: only Admins have pickers and tools to fold. */
  toggle: boolean;
  open: boolean;
  /** A customer's Support thread: the Support tools fold away with the pickers. */
  support: boolean;
  onToggle: () => void;
  children: ReactNode;
};

/**
 * The tools above an open conversation, and on a phone the one control that shows or hides them
 * together with an Admin's pickers (New message, Emulated Client), so the conversation gets the
 * screen. Wider screens never show the control and always show the tools (Chat.module.css).
 */
export function FoldingTools({ toggle, open, support, onToggle, children }: FoldingToolsProps) {
  const what = support ? 'Support tools' : 'Chat tools';
  return (
    <>
      {toggle && (
        <button
          type="button"
          className={styles.toolsToggle}
          aria-expanded={open}
          onClick={onToggle}
        >
          {open ? `Hide ${what.toLowerCase()}` : what}
          <span aria-hidden="true" className={styles.toolsToggleMark}>
            {open ? '▴' : '▾'}
          </span>
        </button>
      )}
      <div className={styles.tools}>{children}</div>
    </>
  );
}
