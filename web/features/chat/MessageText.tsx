import type { ReactNode } from 'react';
import { mentionsIn } from '../../../common/api/chat-mentions';
import styles from './Chat.module.css';

/**
 * A message's text with its @mentions marked (the viewer's own more strongly). Everything is a
 * text node: nothing in a message is ever read as markup.
 */
export function MessageText({ body, me }: { body: string; me?: string | null | undefined }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const mention of mentionsIn(body)) {
    const end = mention.index + 1 + mention.name.length;
    parts.push(body.slice(at, mention.index));
    const mine = Boolean(me && mention.name.toLowerCase() === me.toLowerCase());
    parts.push(
      <mark key={mention.index} className={styles.mention} data-me={mine || undefined}>
        {body.slice(mention.index, end)}
        {mine && <span className="visually-hidden"> (you)</span>}
      </mark>,
    );
    at = end;
  }
  parts.push(body.slice(at));
  return <>{parts}</>;
}
