import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import styles from './Disclosure.module.css';

/**
 * One question of a FAQ (WAI-ARIA disclosure pattern): a button in a heading that shows or hides
 * the answer below it. Enter and Space toggle it, as with any button.
 */
export function Disclosure({
  question,
  children,
  headingLevel = 3,
}: {
  question: string;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.item}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.button}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{question}</span>
          <Icon name="chevronDown" size={20} className={styles.chevron} />
        </button>
      </Heading>
      <div id={answerId} className={styles.answer} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
