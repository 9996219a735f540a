import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  supportTagLabel,
  supportTags,
  type SupportTag,
  type SupportThread,
} from '../../../common/api/chat-support';
import { supportKeys, setSupportTags } from './support-api';
import styles from './SupportSearch.module.css';

/**
 * The thread's tags in its Support panel: each tag a checkbox drawn as a pill, saved as soon as
 * it is ticked; the list entry shows them too, and the tag filter finds the thread by them.
 */
export function SupportTagsField({ thread }: { thread: SupportThread }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (tags: SupportTag[]) => setSupportTags({ uid: thread.uid, tags }),
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.all }),
  });
  // While a change is on its way (until the inbox is read again), the boxes show what it sets.
  const tags = (save.isPending ? save.variables : undefined) ?? thread.tags;
  const toggle = (tag: SupportTag) =>
    save.mutate(supportTags.filter((t) => (t === tag ? !tags.includes(tag) : tags.includes(t))));
  return (
    <fieldset className={styles.tagField} aria-busy={save.isPending || undefined}>
      <legend>Tags</legend>
      {supportTags.map((tag) => (
        <label key={tag} className={styles.tagChoice} data-tag={tag}>
          <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggle(tag)} />
          {supportTagLabel[tag]}
        </label>
      ))}
      {save.isError && (
        <span role="alert" className={styles.hint}>
          {save.error.message}
        </span>
      )}
    </fieldset>
  );
}
