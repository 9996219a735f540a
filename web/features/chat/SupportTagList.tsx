import { supportTagLabel, type SupportTag } from '../../../common/api/chat-support';
import styles from './SupportSearch.module.css';

/** A thread's tags as small chips, with the word each time (never a colour alone). */
export function SupportTagList({ tags }: { tags: readonly SupportTag[] }) {
  if (tags.length === 0) return null;
  return (
    <span className={styles.tags}>
      <span className="visually-hidden">Tags: </span>
      {tags.map((tag) => (
        <span key={tag} className={styles.tag} data-tag={tag}>
          {supportTagLabel[tag]}
        </span>
      ))}
    </span>
  );
}
