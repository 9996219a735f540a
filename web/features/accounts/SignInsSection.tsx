import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SignIn } from '../../../common/api/accounts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { FailureAlert } from '../../components/FailureAlert';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { accountsKey, endOtherSessions, endSession, signInsQuery } from './api';

function stateOf(signIn: SignIn): string {
  if (signIn.current) return 'This browser';
  return signIn.active ? 'Signed in' : 'Ended';
}

const when = (at: string) => <time dateTime={at}>{formatDate(at, 'dateTime')}</time>;

/** "End all other sessions", asked before it is done, and what it ended. */
function EndOthers({ others }: { others: number }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const ending = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
  return (
    <>
      <div>
        <Button
          variant="secondary"
          disabled={others === 0}
          onClick={() => {
            ending.reset();
            setAsking(true);
          }}
        >
          End all other sessions
        </Button>
      </div>
      {ending.isSuccess && (
        <Alert tone="success">
          {ending.data.ended === 1
            ? 'One other session was ended.'
            : `${ending.data.ended} other sessions were ended.`}{' '}
          This browser stays signed in.
        </Alert>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title="End all other sessions?"
        description={`Every browser and device signed in to your account but this one is signed out (${others} ${others === 1 ? 'session' : 'sessions'}). Change your password too if you do not recognise one.`}
      >
        <FailureAlert error={ending.error} />
        <DialogActions onCancel={() => setAsking(false)}>
          <Button loading={ending.isPending} onClick={() => ending.mutate()}>
            End them
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The settings section listing the user's sign-ins, where they end any other session or all. */
export function SignInsSection() {
  const queryClient = useQueryClient();
  const signIns = useQuery(signInsQuery());
  const ending = useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
  return (
    <section className={page.section} aria-labelledby="sign-ins-title">
      <h2 id="sign-ins-title" className={page.sectionTitle}>
        Sign-ins
      </h2>
      <p className={page.muted}>
        Where your account signed in, and when each session was last active. End a session you do
        not recognise, then change your password.
      </p>
      <FailureAlert error={ending.error} attempt={ending.submittedAt} />
      <QueryState query={signIns}>
        {({ signIns: rows }) => (
          <>
            <EndOthers others={rows.filter((s) => s.active && !s.current).length} />
            <div className={page.card}>
              <DataTable label="Sign-in history">
                <thead>
                  <tr>
                    <th scope="col">Signed in</th>
                    <th scope="col">Last active</th>
                    <th scope="col">Address</th>
                    <th scope="col">Device</th>
                    <th scope="col">Session</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((s) => (
                    <tr key={s.id}>
                      <td>{when(s.at)}</td>
                      <td>{when(s.lastActiveAt)}</td>
                      <td>{s.ip}</td>
                      <td>{s.device}</td>
                      <td>
                        {s.active && !s.current ? (
                          <Button
                            variant="secondary"
                            size="small"
                            loading={ending.isPending && ending.variables === s.id}
                            aria-label={`End session: ${s.device}, ${formatDate(s.at, 'dateTime')}`}
                            onClick={() => ending.mutate(s.id)}
                          >
                            End session
                          </Button>
                        ) : (
                          stateOf(s)
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
