import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignIn } from '../../../common/api/accounts';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import { FailureAlert } from '../../components/FailureAlert';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { accountsKey, endSession, signInsQuery } from './api';

function stateOf(signIn: SignIn): string {
  if (signIn.current) return 'This browser';
  return signIn.active ? 'Signed in' : 'Ended';
}

/** The settings section listing the user's sign-ins, where they end any other session. */
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
        Where your account signed in. End a session you do not recognise, then change your password.
      </p>
      <FailureAlert error={ending.error} attempt={ending.submittedAt} />
      <QueryState query={signIns}>
        {({ signIns: rows }) => (
          <div className={page.card}>
            <DataTable label="Sign-in history">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Address</th>
                  <th scope="col">Device</th>
                  <th scope="col">Session</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id}>
                    <td>
                      <time dateTime={s.at}>{formatDate(s.at, 'dateTime')}</time>
                    </td>
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
        )}
      </QueryState>
    </section>
  );
}
