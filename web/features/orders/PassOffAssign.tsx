import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ProductionRequest } from '../../../common/api/orders';
import type { StaffOverviewRow, UserRow, WhitelistFilter } from '../../../common/api/teams';
import { describeError } from '../../../common/errors';
import { awayText } from '../../../common/staff-away';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { StatusBadge } from '../../components/StatusBadge';
import { useToast } from '../../components/Toast';
import { UserSearch } from '../../components/UserSearch';
import { describeFailure } from '../../lib/api-client';
import page from '../../styles/page.module.css';
import { assignPassOff, orderKeys } from './api';
import styles from './Orders.module.css';
import { usePassOffCandidates } from './use-pass-off-candidates';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A choice's status chip and open orders, so the Admin sees who can take the order. */
function CandidateStatus({ staff }: { staff: StaffOverviewRow | undefined }) {
  if (!staff) return null;
  return (
    <span className={styles.candidate}>
      <StatusBadge presence={staff} />
      <span>{plural(staff.openWork, 'open order', 'open orders')}</span>
    </span>
  );
}

/**
 * Why the picked staff member cannot take the order, in the words the server refuses with
 * (`pass_off_staff_away`), or null while they are Available.
 */
function refusalOf(staff: StaffOverviewRow | undefined): string | null {
  const why = staff && awayText(staff);
  return staff && why
    ? describeError('pass_off_staff_away', { name: staff.name, why }).message
    : null;
}

/**
 * An Admin picks who a pass-off goes to: the staff of the order's role, each with their status
 * (Available, Busy, on vacation until …) and open orders; someone who cannot take it is said so
 * before Assign, which stays off for them.
 */
export function PassOffAssign({ order }: { order: ProductionRequest }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [picked, setPicked] = useState<UserRow | null>(null);
  const [shown, setShown] = useState<readonly string[]>([]);
  const onResults = useCallback(
    (rows: readonly UserRow[]) => setShown(rows.map((row) => row.Id)),
    [],
  );
  const statuses = usePassOffCandidates(picked ? [...shown, picked.Id] : shown);
  const passOff = order.passOff;
  const assign = useMutation({
    mutationFn: (row: UserRow) => assignPassOff(order.requestId, row.Id),
    onSuccess: (_answer, row) => {
      setPicked(null);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast.show(`Passed to ${row.Name}; they are asked to accept.`, { tone: 'success' });
    },
  });
  if (!passOff) return null;
  const role = order.type === 'Edit' ? 'IsEditor' : 'IsArtist';
  const whitelists: WhitelistFilter[] = [
    { db: 'users', column: 'AccountType', values: ['Production'] },
    { db: 'productioninformation', column: role, values: [true] },
  ];
  const excluded = [order.staffUser.username, passOff.newStaff?.username].filter(
    (name): name is string => Boolean(name),
  );
  const failure = assign.isError ? describeFailure(assign.error) : undefined;
  const refusal = picked && refusalOf(statuses.get(picked.Id));

  return (
    <section className={styles.notice} data-tone="important" aria-labelledby="pass-off-title">
      <h3 id="pass-off-title" className={styles.subTitle}>
        Pass-off waiting for you
      </h3>
      <p>
        {passOff.from} asks to pass this order off: <q>{passOff.reason}</q>
      </p>
      {passOff.state === 'Declined' && passOff.newStaff && (
        <p className={page.muted}>{passOff.newStaff.name} declined it. Pick someone else.</p>
      )}
      <UserSearch
        template={order.type === 'Edit' ? 'editors' : 'artists'}
        label={order.type === 'Edit' ? 'Find an editor' : 'Find an artist'}
        whitelists={whitelists}
        blacklists={[{ column: 'Username', values: excluded }]}
        details={(row) => <CandidateStatus staff={statuses.get(row.Id)} />}
        onResults={onResults}
        onSelect={(row) => {
          assign.reset();
          setPicked(row);
        }}
      />
      <FailureAlert failure={failure} focus={false} />
      {picked && (
        <div className={styles.picked}>
          <p>
            New staff member: <strong>{picked.Name}</strong> (@{picked.Username})
          </p>
          {refusal && (
            <p className={styles.refusal} role="status">
              {refusal}
            </p>
          )}
          <Button
            onClick={() => {
              if (!assign.isPending) assign.mutate(picked);
            }}
            disabled={refusal !== null}
            loading={assign.isPending}
          >
            Assign {picked.Name}
          </Button>
        </div>
      )}
    </section>
  );
}
