import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PayoutMethod, type ProductionInformation } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import {
  ChangePasswordSection,
  EmailSection,
  ProfileSection,
  WorkSection,
} from '../accounts/public';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { QueryState } from '../../components/QueryState';
import { describeFailure } from '../../lib/api-client';
import choice from '../../styles/choice.module.css';
import page from '../../styles/page.module.css';
import { productionInfoQuery, updateProductionInfo } from './api';
import { accountFields, ModifySettingDialog } from './ModifySettingDialog';
import styles from './Settings.module.css';

/**
 * /dashboard/settings (docs/product.md §2): for everyone the profile (picture, name, time zone),
 * the e-mail address and the password; for Production also roles and speeds, 'Your Wallet' and
 * the Modify Setting overlay.
 */
export function SettingsPage() {
  const session = useSession();
  return (
    <div className={`${page.page} ${styles.page}`}>
      <title>Settings · Crewcast</title>
      <h1 className={page.title}>Settings</h1>
      <ProfileSection />
      {session.accountType === 'Production' && <WorkSection />}
      {session.accountType === 'Production' && <Wallet />}
      <EmailSection />
      <ChangePasswordSection />
    </div>
  );
}

function Wallet() {
  const session = useSession();
  const info = useQuery(productionInfoQuery(session.uid));
  return <QueryState query={info}>{(data) => <WalletSettings data={data} />}</QueryState>;
}

/** The payout method, the accounts to pay, and the user's roles and tier. */
function WalletSettings({ data }: { data: ProductionInformation }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PayoutMethod | null>(null);
  const choose = useMutation({
    mutationFn: (method: PayoutMethod) =>
      updateProductionInfo({
        values: session.uid ?? '',
        columnName: 'PayoutMethod',
        newValue: method,
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(productionInfoQuery(session.uid).queryKey, answer),
  });

  const account = (method: PayoutMethod) => (method === 'PayPal' ? data.PayPal : data.Paysend);
  const chooseFailure = choose.isError ? describeFailure(choose.error) : undefined;

  return (
    <>
      <section className={page.section} aria-labelledby="payment-title">
        <h2 id="payment-title" className={page.sectionTitle}>
          Payment
        </h2>
        <div className={page.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>Your Wallet</h3>
            <p className={page.muted}>Where your pay for each job goes.</p>
          </div>

          <fieldset className={choice.group} disabled={choose.isPending}>
            <legend className={choice.legend}>Pay me with</legend>
            {PayoutMethod.options.map((method) => {
              const value = account(method);
              const hintId = `wallet-${method}-hint`;
              return (
                <div
                  key={method}
                  className={[styles.method, data.PayoutMethod === method && styles.methodChosen]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <label className={styles.radioRow}>
                    <input
                      type="radio"
                      name="payout-method"
                      value={method}
                      checked={data.PayoutMethod === method}
                      disabled={!value}
                      aria-describedby={hintId}
                      onChange={() => choose.mutate(method)}
                    />
                    <span className={styles.methodName}>{method}</span>
                  </label>
                  <p
                    id={hintId}
                    className={`${styles.methodValue} ${value ? styles.account : page.muted}`}
                  >
                    {value ?? `No ${method} account yet. Add one to choose ${method}.`}
                  </p>
                  <Button variant="secondary" size="small" onClick={() => setEditing(method)}>
                    {value ? 'Modify' : 'Add'}
                    <span className="visually-hidden"> {accountFields[method].label}</span>
                  </Button>
                </div>
              );
            })}
          </fieldset>
          {choose.isPending && <p className={page.muted}>Updating settings…</p>}
          {choose.isSuccess && !choose.isPending && (
            <Alert tone="success">Payouts now go to your {data.PayoutMethod} account.</Alert>
          )}
          {chooseFailure && <Alert tone="error">{chooseFailure.message}</Alert>}
        </div>
      </section>

      <section className={page.section} aria-labelledby="profile-title">
        <h2 id="profile-title" className={page.sectionTitle}>
          Your work
        </h2>
        <div className={page.card}>
          <dl className={page.facts}>
            <div>
              <dt>Roles</dt>
              <dd>
                {[
                  data.IsEditor && `Editor (${data.EditSpeed ?? '?'}-day edits)`,
                  data.IsArtist && `Artist (${data.ThumbnailSpeed ?? '?'}-day thumbnails)`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </dd>
            </div>
            <div>
              <dt>Pay tier</dt>
              <dd>Tier {data.Tier}</dd>
            </div>
          </dl>
          <p className={page.muted}>
            Going on holiday or fully booked? Set your status in the{' '}
            <Link to={dashboardPaths.schedule}>Schedule</Link>, so Partners are not offered you for
            new orders.
          </p>
        </div>
      </section>

      <ModifySettingDialog
        column={editing}
        current={editing ? account(editing) : null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
