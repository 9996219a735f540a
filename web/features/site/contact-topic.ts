import { contactTopics, type ContactTopic } from '../../../common/api/site';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The topic a `?topic=` names, matched on its label or its slug without regard to case
 * ('Account Issue', 'account-issue'); the general topic when it names none.
 */
export function topicFromQuery(value: string | null): ContactTopic {
  const wanted = value ? slug(value) : '';
  return contactTopics.find((topic) => slug(topic) === wanted) ?? 'General Question';
}
