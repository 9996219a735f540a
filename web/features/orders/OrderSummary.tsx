import { useWatch } from 'react-hook-form';
import type { TeamMember } from '../../../common/api/teams';
import { orderDueAt, orderSpeedDays } from '../../../common/order-due';
import { formatDate } from '../../lib/format-date';
import { useNow } from './use-now';
import type { Credits } from './OrderFormFields';
import type { OrderFormControl } from './use-order-form';
import page from '../../styles/page.module.css';
import styles from './send.module.css';

type Line = { what: string; spends: string; due: string };

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** When an order for this staff member would be due if placed now, in words. */
function dueText(
  type: 'Edit' | 'Thumbnail',
  member: TeamMember | undefined,
  now: number,
  role: string,
) {
  if (!member) return `Due date shows once you choose the ${role}.`;
  const speed = orderSpeedDays(type, member);
  const due = orderDueAt(new Date(now), speed).toISOString();
  return `Due ${formatDate(due, 'dateTime')} (${member.name}'s ${days(speed)})`;
}

/**
 * What Place order will do, before it is pressed: each order with the credit it spends, how many
 * of that kind are left afterwards, and the due date the server will give it (now plus the staff
 * member's speed, as the server computes it: common/order-due.ts).
 */
export function OrderSummary({
  form,
  members,
  credits,
}: {
  form: OrderFormControl;
  members: TeamMember[];
  credits: Credits | undefined;
}) {
  const now = useNow(60_000);
  const [editsEnabled, thumbnailsEnabled, editor, artist, duration, product] = useWatch({
    control: form.control,
    name: [
      'editsEnabled',
      'thumbnailsEnabled',
      'assignedEditor',
      'assignedArtist',
      'duration',
      'product',
    ],
  });
  const lines: Line[] = [];
  if (editsEnabled) {
    const kind = product ?? 'Video Edit';
    const left = credits ? credits.edits.length - 1 : null;
    lines.push({
      what: duration ? `${kind}, ${duration} min` : 'Video edit',
      spends: `1 edit credit${duration ? ` of ${duration} min` : ''}${left !== null && left >= 0 ? ` (${left} edit credit${left === 1 ? '' : 's'} left after)` : ''}`,
      due: dueText(
        'Edit',
        members.find((m) => m.uid === editor),
        now,
        'editor',
      ),
    });
  }
  if (thumbnailsEnabled) {
    const left = credits ? credits.thumbnails - 1 : null;
    lines.push({
      what: 'Thumbnail',
      spends: `1 thumbnail credit${left !== null && left >= 0 ? ` (${left} left after)` : ''}`,
      due: dueText(
        'Thumbnail',
        members.find((m) => m.uid === artist),
        now,
        'thumbnail artist',
      ),
    });
  }
  if (lines.length === 0) return null;
  const total = [editsEnabled && '1 edit credit', thumbnailsEnabled && '1 thumbnail credit']
    .filter(Boolean)
    .join(' and ');
  return (
    <section className={`${page.surface} ${styles.part}`} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.partHead}>
        Summary
      </h2>
      <ul className={`${page.bareList} ${page.stack}`}>
        {lines.map((line) => (
          <li key={line.what} className={styles.summaryLine}>
            <strong>{line.what}</strong>
            <span>Spends {line.spends}.</span>
            <span>{line.due}.</span>
          </li>
        ))}
      </ul>
      <p className={page.muted}>
        In total: {total}. A credit comes back by itself if the order is not delivered by its due
        date.
      </p>
    </section>
  );
}
