import { useCallback, useState, type RefObject } from 'react';
import type { TeamRole, WhitelistFilter } from '../../../common/api/teams';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { UserSearch } from '../../components/UserSearch';
import page from '../../styles/page.module.css';
import { StaffLoad, unavailableReason } from './StaffLoad';
import type { Pending, RoleMember } from './team-builder-state';
import styles from './TeamBuilder.module.css';
import { useBuilderData } from './use-builder-data';
import { useStaffStatuses } from './use-staff-statuses';

type AddMemberStepProps = {
  uid: string;
  role: TeamRole;
  pending: Pending;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPick: (member: RoleMember) => void;
  onReturn: () => void;
};

const templates: Record<TeamRole, string> = { Editor: 'editors', Artist: 'artists' };

/**
 * The add-user picker (docs/product.md §2): a username search that lists only staff flagged IsEditor (for
 * Editor) or IsArtist (for Artist), leaving out whoever already holds that role on this team,
 * whoever is about to, and the selected user themself. Each candidate shows their status,
 * vacation dates, open orders and clients; picking someone unavailable, or with a vacation
 * booked ahead, asks first, since the order form offers only Available staff.
 */
export function AddMemberStep({
  uid,
  role,
  pending,
  headingRef,
  onPick,
  onReturn,
}: AddMemberStepProps) {
  const { self, current } = useBuilderData(uid);
  const session = useSession();
  // Statuses of exactly the candidates on screen, whatever the size of the staff.
  const [shown, setShown] = useState<readonly string[]>([]);
  const onResults = useCallback(
    (rows: readonly { Id: string }[]) => setShown(rows.map((row) => row.Id)),
    [],
  );
  const staffById = useStaffStatuses(session.uid, shown);
  const [warning, setWarning] = useState<{
    member: RoleMember;
    reason: string;
    /** The vacation is booked ahead: they can take work until it begins. */
    ahead: boolean;
  } | null>(null);
  const taken = [
    ...current.filter((m) => m.role === role).map((m) => m.username),
    ...pending.adding.filter((m) => m.role === role).map((m) => m.username),
    ...(self?.username ? [self.username] : []),
  ];
  const whitelists: WhitelistFilter[] = [
    { db: 'users', column: 'AccountType', values: ['Production'] },
    {
      db: 'productioninformation',
      column: role === 'Editor' ? 'IsEditor' : 'IsArtist',
      values: [true],
    },
  ];

  return (
    <section className={styles.step} aria-labelledby="team-add-title">
      <div className={styles.stepHead}>
        <div className={styles.intro}>
          <h1
            id="team-add-title"
            ref={headingRef}
            tabIndex={-1}
            className={`${page.title} ${styles.title}`}
          >
            Add new user: {role}
          </h1>
          <p className={styles.lead}>
            {self
              ? `Choose ${role === 'Editor' ? 'an editor' : 'an artist'} for ${self.name}'s team.`
              : ''}
          </p>
        </div>
        <Button variant="secondary" size="small" onClick={onReturn}>
          Return to Team Builder
        </Button>
      </div>
      <UserSearch
        key={role}
        template={templates[role]}
        label={`Find ${role === 'Editor' ? 'an editor' : 'an artist'}`}
        whitelists={whitelists}
        blacklists={taken.length > 0 ? [{ column: 'Username', values: taken }] : []}
        autoFocus
        details={(row) => <StaffLoad staff={staffById.get(row.Id)} />}
        onResults={onResults}
        onSelect={(row) => {
          const member = { uid: row.Id, username: row.Username, name: row.Name, role };
          const staff = staffById.get(row.Id);
          const reason = unavailableReason(staff);
          if (reason) setWarning({ member, reason, ahead: staff?.status === 'Available' });
          else onPick(member);
        }}
      />
      <Dialog
        open={warning !== null}
        onClose={() => setWarning(null)}
        title={`Add ${warning?.member.name ?? ''} anyway?`}
        description={warning?.reason}
      >
        <p>
          Partners can only order from Available staff, so {self?.name ?? 'this Partner'} cannot
          give them work {warning?.ahead ? 'while they are away' : 'until they are back'}.
        </p>
        <DialogActions onCancel={() => setWarning(null)}>
          <Button
            onClick={() => {
              if (warning) onPick(warning.member);
              setWarning(null);
            }}
          >
            Add anyway
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
