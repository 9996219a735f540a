import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { siteRoutes, type ContactMessage } from '../../../common/api/site';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FailureAlert } from '../../components/FailureAlert';
import { callApi } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import styles from './Chat.module.css';
import { supportKeys } from './support-api';

const contactKey = (viewer: string | null) => [...supportKeys.all, 'contact-form', viewer] as const;

/** The contact-form messages nobody has handled yet, newest first (Admins). */
const openContactQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: contactKey(viewer),
    queryFn: ({ signal }) =>
      callApi(siteRoutes.contactMessages, { query: { open: 'true' }, signal }),
    enabled: viewer !== null,
    // Visitors write at any time, and another Admin may handle one meanwhile.
    refetchInterval: 60_000,
  });

/** The e-mail answer's address, subject and quoted message, for the Admin's mail program. */
function replyLink(message: ContactMessage): string {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = encodeURIComponent(`Re: ${message.topic} (Crewcast)`);
  const body = encodeURIComponent(`Hello ${message.name},\n\n\n\n${quoted}`);
  return `mailto:${encodeURIComponent(message.email)}?subject=${subject}&body=${body}`;
}

/** One message, its sender and the ways to answer it and mark it handled. */
function MessageDialog({
  viewer,
  message,
  onClose,
}: {
  viewer: string | null;
  message: ContactMessage;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const handle = useMutation({
    mutationFn: () => callApi(siteRoutes.markContactHandled, { params: { id: message.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKey(viewer) }),
    onSuccess: onClose,
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${message.topic} from ${message.name}`}
      description={`${message.email} · ${formatDate(message.createdAt, 'dateTime')}`}
      footer={
        <>
          <a className={styles.linkButton} href={replyLink(message)}>
            Reply by e-mail
          </a>
          <Button loading={handle.isPending} onClick={() => handle.mutate()}>
            Mark handled
          </Button>
        </>
      }
    >
      <p className={styles.contactFormText}>{message.message}</p>
      {handle.isError && <FailureAlert error={handle.error} attempt={handle.submittedAt} />}
    </Dialog>
  );
}

/**
 * The contact form's messages in an Admin's Support inbox: each waits here, newest first, until
 * an Admin has answered it (by e-mail: the sender may have no account) and marked it handled.
 */
export function ContactFormInbox({ viewer }: { viewer: string | null }) {
  const open = useQuery(openContactQuery(viewer));
  const [shown, setShown] = useState<ContactMessage | null>(null);
  const messages = open.data?.messages ?? [];
  if (!open.data) return null;
  return (
    <section aria-labelledby="chat-section-contact-form">
      <h2 id="chat-section-contact-form" className={styles.sectionTitle}>
        Contact form · {open.data.unhandled} waiting
      </h2>
      {messages.length === 0 ? (
        <p className={styles.listState}>No message waits.</p>
      ) : (
        <ul className={styles.contactItems}>
          {messages.map((message) => (
            <li key={message.id}>
              <button type="button" className={styles.contact} onClick={() => setShown(message)}>
                <span className={styles.contactText}>
                  <span className={styles.contactName} title={message.name}>
                    {message.name}
                  </span>
                  <span className={styles.presence} data-tone="none">
                    {message.topic} · {formatDate(message.createdAt, 'dateTime')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && <MessageDialog viewer={viewer} message={shown} onClose={() => setShown(null)} />}
    </section>
  );
}
