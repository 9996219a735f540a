import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TeamMember } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Avatar } from '../../components/Avatar';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { teamQuery } from './api';
import styles from './Home.module.css';
import { BusyLink, StatusBadge } from '../../components/StatusBadge';

function speeds(member: TeamMember): string[] {
  return member.relationship.map((role) =>
    role === 'Editor'
      ? `Editor · ${member.editSpeed ?? '?'}-day edits`
      : `Artist · ${member.thumbnailSpeed ?? '?'}-day thumbnails`,
  );
}

/** 'Your Team' on a Partner's home (docs/product.md §2): each member's name, role, status and speeds. */
export function YourTeam() {
  const session = useSession();
  const isPartner = session.accountType === 'Partner';
  const team = useQuery({ ...teamQuery(session.uid), enabled: isPartner && session.uid !== null });
  if (!isPartner) return null;

  return (
    <section className={page.panel} aria-labelledby="your-team-title">
      <div className={page.panelHead}>
        <h2 id="your-team-title" className={page.panelTitle}>
          Your Team
        </h2>
        {team.data && (
          <p className={`${page.muted} ${styles.muted}`}>
            {team.data.members.length} of {team.data.limit} members
            {team.data.partner.plan ? ` · ${team.data.partner.plan} plan` : ''}
          </p>
        )}
      </div>
      <QueryState
        query={team}
        compact
        isEmpty={(data) => data.members.length === 0}
        empty={
          <p className={page.empty}>
            Your team is being put together: the Support Team adds your editor and thumbnail artist.
            Questions?{' '}
            <Link to={dashboardPaths.chat({ user: 'admin' })}>Message the Support Team</Link>.
          </p>
        }
      >
        {(data) => (
          <ul className={page.cardList}>
            {data.members.map((member) => (
              <li key={member.uid} className={`${page.surface} ${styles.card}`}>
                <div className={styles.cardHead}>
                  <Avatar name={member.name} src={member.avatarUrl} />
                  <div className={styles.who}>
                    <h3 className={styles.name}>{member.name}</h3>
                    <p className={`${page.muted} ${styles.muted}`}>@{member.username}</p>
                  </div>
                </div>
                <ul className={styles.roles} aria-label={`${member.name}'s roles`}>
                  {speeds(member).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <div className={styles.status}>
                  <StatusBadge presence={member} />
                  <BusyLink presence={member} />
                </div>
                <p className={member.status === 'Available' ? styles.takes : styles.notTaking}>
                  {member.status === 'Available'
                    ? 'Takes new orders'
                    : 'Not taking new orders right now'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
