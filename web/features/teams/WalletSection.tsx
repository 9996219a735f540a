import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PayoutMethod, type Wallet } from '../../../common/api/teams';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { QueryState } from '../../components/QueryState';
import { describeFailure } from '../../lib/api-client';
import choice from '../../styles/choice.module.css';
import page from '../../styles/page.module.css';
import { changeWallet, walletQuery } from './api';
import { accountFields, ModifySettingDialog } from './ModifySettingDialog';
import styles from './Settings.module.css';
import { useWalletSaved } from './use-wallet-saved';

type WalletSectionProps = {
  /** What is paid into the wallet ('Where your pay for each job goes.'). */
  purpose: string;
  /** More about when payouts happen, under the methods. */
  children?: ReactNode;
};

/**
 * 'Your Wallet' (docs/product.md §2): the payout method and the accounts to pay, for staff and
 * Affiliates alike, with the Modify Setting overlay.
 */
export function WalletSection({ purpose, children }: WalletSectionProps) {
  const session = useSession();
  const wallet = useQuery(walletQuery(session.uid));
  return (
    <section className={page.section} aria-labelledby="payment-title">
      <h2 id="payment-title" className={page.sectionTitle}>
        Payment
      </h2>
      <QueryState query={wallet}>
        {(data) => (
          <WalletCard data={data} purpose={purpose}>
            {children}
          </WalletCard>
        )}
      </QueryState>
    </section>
  );
}

function WalletCard({ data, purpose, children }: WalletSectionProps & { data: Wallet }) {
  const [editing, setEditing] = useState<PayoutMethod | null>(null);
  const saved = useWalletSaved();
  const choose = useMutation({
    mutationFn: (method: PayoutMethod) =>
      changeWallet({ columnName: 'PayoutMethod', newValue: method }),
    onSuccess: saved,
  });

  const account = (method: PayoutMethod) => (method === 'PayPal' ? data.PayPal : data.Paysend);
  const chooseFailure = choose.isError ? describeFailure(choose.error) : undefined;

  return (
    <div className={page.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>Your Wallet</h3>
        <p className={page.muted}>{purpose}</p>
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
      {children}

      <ModifySettingDialog
        column={editing}
        current={editing ? account(editing) : null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
