import { Button } from '../../components/Button';
import page from '../../styles/page.module.css';
import styles from './TeamBuilder.module.css';

/**
 * The Team Builder for someone who is not a Partner: a staff member's Partners, each with a way
 * to open their team; anyone else has no team to build.
 */
export function StaffTeams({
  accountType,
  clients,
  onOpen,
}: {
  accountType: string;
  clients: Array<{ uid: string; name: string; username: string | null; relationship: string[] }>;
  onOpen: (uid: string) => void;
}) {
  if (accountType !== 'Production')
    return (
      <p className={styles.note}>
        {accountType === 'Admin'
          ? 'Admins are in every team’s group chat and have no team of their own.'
          : 'Affiliates get no production team.'}{' '}
        Only a Partner has a team to build.
      </p>
    );
  return (
    <section className={styles.section} aria-labelledby="team-clients-title">
      <h3 id="team-clients-title" className={styles.sectionTitle}>
        On the teams of
      </h3>
      <p className={styles.note}>
        Teams belong to Partners: open a Partner&apos;s team to add or remove this staff member.
      </p>
      {clients.length === 0 ? (
        <p className={styles.empty}>Not on any Partner&apos;s team yet.</p>
      ) : (
        <ul className={styles.members}>
          {clients.map((client) => (
            <li key={client.uid} className={styles.member}>
              <div className={styles.memberWho}>
                <span className={styles.memberName}>{client.name}</span>
                <span className={`${page.muted} ${styles.muted}`}>
                  @{client.username} · {client.relationship.join(' & ')}
                </span>
              </div>
              <Button variant="secondary" size="small" onClick={() => onOpen(client.uid)}>
                Open team<span className="visually-hidden"> of {client.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
