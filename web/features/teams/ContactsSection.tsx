import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { plainContacts, type Friendship } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { useToast } from '../../components/Toast';
import { UserSearch } from '../../components/UserSearch';
import page from '../../styles/page.module.css';
import { addToTeam, removeFromTeam, teamKeys } from './api';
import styles from './TeamBuilder.module.css';

const besides: Partial<Record<Friendship['accountType'], string>> = {
  Partner: 'their team and the Admins',
  Production: 'their clients and the Admins',
};

type ContactsSectionProps = {
  self: Friendship;
  list: readonly Friendship[];
};

/**
 * A user's plain contacts on Manage (docs/teams.md Model: `Default` relationships): who they may
 * message beside their team, clients and the Admins. An Admin adds one by search and removes one
 * at once; each change is one call and reloads the user's list.
 */
export function ContactsSection({ self, list }: ContactsSectionProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const contacts = plainContacts(list);
  const change = useMutation({
    mutationFn: ({ other, add }: { other: { uid: string; name: string }; add: boolean }) =>
      (add ? addToTeam : removeFromTeam)({
        uid1: self.uid,
        uid2: other.uid,
        relationship: ['Default'],
      }),
    onSuccess: (_answer, { other, add }) => {
      setAdding(false);
      toast.show(
        add
          ? `${other.name} and ${self.name} are now contacts.`
          : `${other.name} is no longer ${self.name}'s contact.`,
        { tone: 'success' },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });

  return (
    <section className={styles.section} aria-labelledby="team-contacts-title">
      <div className={styles.sectionHead}>
        <h3 id="team-contacts-title" className={styles.sectionTitle}>
          Contacts
        </h3>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? 'Close search' : 'Add contact'}
        </Button>
      </div>
      <p className={`${page.muted} ${styles.muted}`}>
        People {self.name} may message beside {besides[self.accountType] ?? 'the Admins'}. Adding or
        removing a contact is saved at once
        {self.accountType === 'Partner' ? '; the team changes above wait for Submit.' : '.'}
      </p>
      {contacts.length === 0 ? (
        <p className={styles.empty}>No contacts yet.</p>
      ) : (
        <ul className={styles.members}>
          {contacts.map((c) => (
            <li key={c.uid} className={styles.member}>
              <div className={styles.memberWho}>
                {c.accountType === 'Production' ? (
                  <Link className={styles.memberName} to={dashboardPaths.staffMember(c.uid)}>
                    {c.name}
                  </Link>
                ) : (
                  <span className={styles.memberName}>{c.name}</span>
                )}
                <span className={`${page.muted} ${styles.muted}`}>@{c.username}</span>
              </div>
              <span className={styles.memberState}>
                <span className={`${page.muted} ${styles.muted}`}>{c.accountType}</span>
              </span>
              <Button
                variant="ghost"
                size="small"
                disabled={change.isPending}
                onClick={() => change.mutate({ other: c, add: false })}
              >
                Remove<span className="visually-hidden"> contact {c.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FailureAlert error={change.error} />
      {adding && (
        <UserSearch
          template="users"
          label={`Find a contact for ${self.name}`}
          autoFocus
          blacklists={[
            {
              column: 'Username',
              values: [self.username, ...contacts.map((c) => c.username)].filter((u): u is string =>
                Boolean(u),
              ),
            },
            { column: 'AccountType', values: ['Admin'] },
          ]}
          onSelect={(row) => change.mutate({ other: { uid: row.Id, name: row.Name }, add: true })}
        />
      )}
    </section>
  );
}
