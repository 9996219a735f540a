import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StaffOverviewRow } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { teamLimits } from '../../../common/limits';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { useToast } from '../../components/Toast';
import { describeFailure } from '../../lib/api-client';
import page from '../../styles/page.module.css';
import { setTier, staffPagesQuery, teamKeys } from './api';
import { StaffFiltersForm, useStaffFilters } from './StaffFiltersForm';
import styles from './Schedule.module.css';
import { BusyLink, StatusBadge } from '../../components/StatusBadge';

const tiers = Array.from(
  { length: teamLimits.tierMax - teamLimits.tierMin + 1 },
  (_, i) => teamLimits.tierMin + i,
);

function roles(row: StaffOverviewRow): string {
  return [
    row.isEditor && `Editor · ${row.editSpeed ?? '?'} d`,
    row.isArtist && `Artist · ${row.thumbnailSpeed ?? '?'} d`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** An Admin's view of every staff member: status, clients, open work (load) and pay tier. */
export function StaffOverviewTable() {
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [filters, setFilters] = useStaffFilters();
  const overview = useInfiniteQuery(staffPagesQuery(session.uid, filters));
  const tier = useMutation({
    mutationFn: setTier,
    onSuccess: () => toast.show('Tier saved.', { tone: 'success' }),
    onError: (error) => toast.show(describeFailure(error).message, { tone: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.staffOverviews }),
  });

  return (
    <>
      <StaffFiltersForm filters={filters} onChange={setFilters} />
      <QueryState
        query={overview}
        isEmpty={(data) => data.pages.every((p) => p.staff.length === 0)}
        empty={<p className={page.muted}>No staff member matches.</p>}
      >
        {(data) => (
          <>
            <StaffTable
              staff={data.pages.flatMap((p) => p.staff)}
              saving={tier.isPending}
              onTier={(uid, n) => tier.mutate({ uid, tier: n })}
            />
            {overview.hasNextPage && (
              <Button
                variant="secondary"
                onClick={() => void overview.fetchNextPage()}
                disabled={overview.isFetchingNextPage}
              >
                {overview.isFetchingNextPage ? 'Loading…' : 'Load more staff'}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

type StaffTableProps = {
  staff: readonly StaffOverviewRow[];
  /** A tier is being saved: the tier pickers wait. */
  saving: boolean;
  onTier: (uid: string, tier: number) => void;
};

function StaffTable({ staff, saving, onTier }: StaffTableProps) {
  const available = staff.filter((s) => s.status === 'Available').length;
  return (
    <>
      <p className={page.muted}>
        {available} of the {staff.length} staff shown available for new orders today.
      </p>
      <DataTable label="Staff table" className={page.surface} tableClassName={styles.table}>
        <caption className="visually-hidden">Every staff member&apos;s status and load</caption>
        <thead>
          <tr>
            <th scope="col">Staff</th>
            <th scope="col">Roles and speeds</th>
            <th scope="col">Status</th>
            <th scope="col">Clients</th>
            <th scope="col">Open work</th>
            <th scope="col">Tier</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((row) => (
            <tr key={row.uid}>
              <th scope="row">
                <Link className={styles.staffName} to={dashboardPaths.staffMember(row.uid)}>
                  {row.name}
                </Link>
                <span className={page.muted}>@{row.username}</span>
              </th>
              <td>{roles(row)}</td>
              <td>
                <div className={styles.statusCell}>
                  <StatusBadge presence={row} />
                  <BusyLink presence={row} />
                </div>
              </td>
              <td>{row.clients}</td>
              <td>{row.openWork}</td>
              <td>
                <select
                  className={styles.tierSelect}
                  aria-label={`Tier of ${row.name}`}
                  value={row.tier}
                  disabled={saving}
                  onChange={(event) => onTier(row.uid, Number(event.target.value))}
                >
                  {tiers.map((n) => (
                    <option key={n} value={n}>
                      Tier {n}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p className={page.muted}>
        Open work counts the orders each staff member has not delivered yet. A name opens their
        staff page: vacations, status, clients and work calendar.
      </p>
    </>
  );
}
