import { useState } from 'react';
import { Link } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../session';
import { Icon } from '../../components/Icon';
import { supportEmail } from '../../lib/contact';
import { readStored, writeStored } from '../../lib/storage';
import styles from './DashboardLayout.module.css';

/** Where a user's choice to hide the development notice is kept, per user on this browser. */
export const bannerDismissedKey = (uid: string) => `crewcast:dev-banner-dismissed:${uid}`;

/**
 * The development notice above every dashboard page, until its user dismisses it (remembered per
 * user on this browser). On a phone it is one short line: Beta, and the Support Team link.
 */
export function DevBanner() {
  const { uid } = useSession();
  const key = bannerDismissedKey(uid ?? 'anonymous');
  const [dismissed, setDismissed] = useState(() => readStored(key) === 'true');
  if (dismissed) return null;
  const dismiss = () => {
    writeStored(key, 'true');
    setDismissed(true);
  };
  return (
    <aside className={styles.banner} aria-label="Development notice">
      <p>
        <strong className={styles.bannerLong}>The dashboard is under development.</strong>
        <strong className={styles.bannerShort}>Beta</strong>{' '}
        <span className={styles.bannerLong}>Found a bug or have feedback? Tell the </span>
        <span className={styles.bannerShort}>· Feedback: </span>
        <Link to={dashboardPaths.chat({ user: 'admin' })}>Support Team</Link>
        <span className={styles.bannerLong}>
          {' '}
          in Chat, or e-mail <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </span>
      </p>
      <button
        type="button"
        className={styles.bannerClose}
        aria-label="Dismiss the development notice"
        onClick={dismiss}
      >
        <Icon name="close" size={16} />
      </button>
    </aside>
  );
}
