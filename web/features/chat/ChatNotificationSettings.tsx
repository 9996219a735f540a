import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  digestQuietMinutes,
  type NotificationSettings,
} from '../../../common/api/chat-notifications';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { QueryState } from '../../components/QueryState';
import { Select } from '../../components/Select';
import { describeFailure } from '../../lib/api-client';
import page from '../../styles/page.module.css';
import styles from './ChatNotificationSettings.module.css';
import { canNotify, notifyPermission } from './browser-notifications';
import { notificationsQuery, useNotificationChange } from './notifications-api';

const quietLabel = (m: number) =>
  m < 60 ? `${m} minutes` : m === 60 ? '1 hour' : m < 1440 ? `${m / 60} hours` : '1 day';

/**
 * Settings → Chat notifications: browser notifications (asked for only when the user presses the
 * button) and the e-mail digest of unread messages with its quiet time. Muting is per
 * conversation, in the chat itself.
 */
export function ChatNotificationSettings() {
  const { uid } = useSession();
  const query = useQuery(notificationsQuery(uid));
  return (
    <section className={page.section} aria-labelledby="chat-notifications-title">
      <h2 id="chat-notifications-title" className={page.sectionTitle}>
        Chat notifications
      </h2>
      <div className={`${page.card} ${styles.card}`}>
        <BrowserNotifications />
        <QueryState query={query} compact>
          {(data) => <DigestForm initial={data} />}
        </QueryState>
      </div>
    </section>
  );
}

function BrowserNotifications() {
  const [permission, setPermission] = useState(notifyPermission);
  const ask = async () => setPermission(await Notification.requestPermission());
  return (
    <div className={styles.part}>
      <h3>In this browser</h3>
      {permission === 'granted' ? (
        <p className={page.muted}>
          New messages show as notifications while Crewcast is in the background.
        </p>
      ) : permission === 'denied' ? (
        <p className={page.muted}>
          Notifications are blocked for Crewcast. Allow them in your browser’s site settings.
        </p>
      ) : permission === 'unsupported' || !canNotify() ? (
        <p className={page.muted}>This browser cannot show notifications.</p>
      ) : (
        <>
          <p className={page.muted}>
            Get a notification of new messages while Crewcast is in the background.
          </p>
          <Button variant="secondary" onClick={() => void ask()}>
            Turn on browser notifications
          </Button>
        </>
      )}
    </div>
  );
}

/** `initial` is what the server holds; the form keeps the user's choice until they save it. */
function DigestForm({ initial }: { initial: NotificationSettings }) {
  const { uid } = useSession();
  const { save } = useNotificationChange(uid);
  const [form, setForm] = useState<NotificationSettings>({
    emailDigest: initial.emailDigest,
    quietMinutes: initial.quietMinutes,
  });
  const changed =
    form.emailDigest !== initial.emailDigest || form.quietMinutes !== initial.quietMinutes;
  return (
    <form
      className={styles.part}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(form);
      }}
    >
      <h3>By e-mail</h3>
      <Checkbox
        label="E-mail me unread chat messages"
        hint="One e-mail listing them, once a conversation has been quiet for a while. Muted conversations are left out."
        checked={form.emailDigest}
        onChange={(e) => setForm({ ...form, emailDigest: e.target.checked })}
      />
      <Select
        label="After a quiet time of"
        value={form.quietMinutes}
        disabled={!form.emailDigest}
        onChange={(e) =>
          setForm({
            ...form,
            quietMinutes: Number(e.target.value) as NotificationSettings['quietMinutes'],
          })
        }
      >
        {digestQuietMinutes.map((m) => (
          <option key={m} value={m}>
            {quietLabel(m)}
          </option>
        ))}
      </Select>
      {save.isError && <Alert tone="error">{describeFailure(save.error).message}</Alert>}
      {save.isSuccess && !changed && <p role="status">Saved.</p>}
      <Button type="submit" disabled={!changed} loading={save.isPending}>
        Save
      </Button>
    </form>
  );
}
