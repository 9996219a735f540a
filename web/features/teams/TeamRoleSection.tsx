import { Link } from 'react-router';
import type { StaffOverviewRow, TeamRole } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { Button } from '../../components/Button';
import page from '../../styles/page.module.css';
import { StaffLoad } from './StaffLoad';
import { StatusBadge } from '../../components/StatusBadge';
import type { BuilderRow } from './team-builder-state';
import styles from './TeamBuilder.module.css';
import type { CurrentMember } from './use-builder-data';

const roleTitles: Record<TeamRole, string> = { Editor: 'Editor', Artist: 'Artist' };

function speedText(row: CurrentMember | BuilderRow, role: TeamRole, current: CurrentMember[]) {
  const staff = current.find((m) => m.uid === row.uid)?.staff;
  if (!staff) return undefined;
  const days = role === 'Editor' ? staff.editSpeed : staff.thumbnailSpeed;
  return days ? `${days}-day ${role === 'Editor' ? 'edits' : 'thumbnails'}` : undefined;
}

/**
 * One role of a Partner's team in the Team Builder: its members with Remove (or Keep, once marked
 * for removal), new additions marked New, each with their status and load, and 'Add new user',
 * switched off while the team is at its plan's limit (the form says why, once for both roles).
 */
export function TeamRoleSection({
  role,
  rows,
  current,
  busy,
  onRemove,
  onKeep,
  onAdd,
  staffById,
  addBlockedBy,
}: {
  role: TeamRole;
  rows: BuilderRow[];
  current: CurrentMember[];
  busy: boolean;
  /** Every staff member's status and load, once loaded. */
  staffById: ReadonlyMap<string, StaffOverviewRow>;
  /** The id of the note that says why nobody can be added now (the plan's limit), or null. */
  addBlockedBy: string | null;
  onRemove: (row: BuilderRow) => void;
  onKeep: (row: BuilderRow) => void;
  onAdd: () => void;
}) {
  const titleId = `team-role-${role}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {roleTitles[role]}
        </h3>
        <Button
          variant="secondary"
          size="small"
          onClick={onAdd}
          disabled={busy || addBlockedBy !== null}
          aria-describedby={addBlockedBy ?? undefined}
        >
          Add new user
          <span className="visually-hidden"> as {role}</span>
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>No {role === 'Editor' ? 'editor' : 'artist'} yet.</p>
      ) : (
        <ul className={styles.members}>
          {rows.map((row) => {
            const staff = current.find((m) => m.uid === row.uid)?.staff;
            const speed = speedText(row, role, current);
            return (
              <li
                key={`${row.uid}-${row.role}`}
                className={[
                  styles.member,
                  row.isNew && styles.memberNew,
                  row.isRemoving && styles.memberRemoving,
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <div className={styles.memberWho}>
                  <Link className={styles.memberName} to={dashboardPaths.staffMember(row.uid)}>
                    {row.name}
                  </Link>
                  <span className={`${page.muted} ${styles.muted}`}>
                    @{row.username}
                    {speed ? ` · ${speed}` : ''}
                  </span>
                </div>
                <div className={styles.memberState}>
                  {row.isNew && <span className={styles.tagNew}>New</span>}
                  {row.isRemoving && <span className={styles.tagRemoving}>To be removed</span>}
                  {!row.isRemoving &&
                    (staffById.has(row.uid) ? (
                      <StaffLoad staff={staffById.get(row.uid)} />
                    ) : (
                      staff && <StatusBadge presence={staff} />
                    ))}
                </div>
                {row.isRemoving ? (
                  <Button variant="ghost" size="small" disabled={busy} onClick={() => onKeep(row)}>
                    Keep<span className="visually-hidden"> {row.name}</span>
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="small"
                    disabled={busy}
                    onClick={() => onRemove(row)}
                  >
                    Remove<span className="visually-hidden"> {row.name}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
