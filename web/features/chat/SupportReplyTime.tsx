import { useQuery } from '@tanstack/react-query';
import { replyTimeText } from '../../../common/api/support-replies';
import styles from './Chat.module.css';
import { replyTimeQuery } from './support-api';

/** What a customer reads in their Support Team conversation: how soon an answer usually comes. */
export function SupportReplyTime() {
  const time = useQuery(replyTimeQuery());
  if (!time.data) return null;
  return <p className={styles.replyTime}>{replyTimeText(time.data.within)}.</p>;
}
