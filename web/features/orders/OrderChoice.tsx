import { useId, useState } from 'react';
import type { ProductionRequest } from '../../../common/api/orders';
import { formatDate } from '../../lib/format-date';
import choice from '../../styles/choice.module.css';
import page from '../../styles/page.module.css';
import styles from './send.module.css';

const dayMs = 86_400_000;

/** One open order as a radio card: its title, type and due time. */
export function OrderChoice({
  item,
  checked,
  onChoose,
}: {
  item: ProductionRequest;
  checked: boolean;
  onChoose: () => void;
}) {
  const titleId = useId();
  const metaId = useId();
  // When the card was first shown is close enough to mark an order due within a day.
  const [shownAt] = useState(() => Date.now());
  const left = Date.parse(item.dueTime) - shownAt;
  return (
    <label className={`${choice.choice} ${styles.choice}`}>
      <input
        type="radio"
        name="order"
        value={item.requestId}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={titleId}
        aria-describedby={metaId}
      />
      <span className={styles.choiceBody}>
        <span id={titleId} className={styles.choiceTitle}>
          {item.title}
        </span>
        <span id={metaId} className={styles.choiceMeta}>
          <span className={`${page.pill} ${styles.badge}`}>
            {item.type}
            {item.isRevision ? ' · Revision' : ''}
          </span>
          <span>Due {formatDate(item.dueTime, 'dateTime')}</span>
          {left < dayMs && <strong className={styles.soon}>Under 24 h left</strong>}
        </span>
      </span>
    </label>
  );
}
