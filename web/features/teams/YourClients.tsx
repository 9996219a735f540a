import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Friendship } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Avatar } from '../../components/Avatar';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { friendshipsQuery } from './api';
import styles from './Home.module.css';

const partnersOf = (list: readonly Friendship[]) => list.filter((c) => c.accountType === 'Partner');

/** 'Your Clients' on a Production user's home (docs/product.md §2): the Partners whose teams they are on. */
export function YourClients() {
  const session = useSession();
  const isStaff = session.accountType === 'Production';
  const contacts = useQuery({
    ...friendshipsQuery(session.uid),
    enabled: isStaff && session.uid !== null,
  });
  if (!isStaff) return null;

  return (
    <section className={page.panel} aria-labelledby="your-clients-title">
      <div className={page.panelHead}>
        <h2 id="your-clients-title" className={page.panelTitle}>
          Your Clients
        </h2>
        <Link to={dashboardPaths.schedule} className={page.panelLink}>
          Set your availability
        </Link>
      </div>
      <QueryState
        query={contacts}
        compact
        isEmpty={(list) => partnersOf(list).length === 0}
        empty={
          <p className={page.empty}>
            You are not on a Partner&apos;s team yet. The Support Team adds you to teams; make sure
            your <Link to={dashboardPaths.schedule}>availability</Link> is up to date.
          </p>
        }
      >
        {(list) => (
          <ul className={page.cardList}>
            {partnersOf(list).map((client) => (
              <li key={client.uid} className={`${page.surface} ${styles.card}`}>
                <div className={styles.cardHead}>
                  <Avatar name={client.name} src={client.avatarUrl} />
                  <div className={styles.who}>
                    <h3 className={styles.name}>{client.name}</h3>
                    <p className={`${page.muted} ${styles.muted}`}>@{client.username}</p>
                  </div>
                </div>
                <p className={`${page.muted} ${styles.muted}`}>
                  You are their {client.relationship.join(' and ')}
                </p>
                <Link
                  className={styles.cardLink}
                  to={dashboardPaths.chat({ user: client.username ?? '' })}
                >
                  Message {client.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
