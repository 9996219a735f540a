import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { VerifyHashRequest, type ResendVerificationRequest } from '../../../common/api/accounts';
import { describeError } from '../../../common/errors';
import { sitePaths } from '../../../common/paths';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Button, ButtonLink } from '../../components/Button';
import { ApiError, describeFailure } from '../../lib/api-client';
import type { LoginState } from '../../lib/login-notice';
import forms from '../../styles/form.module.css';
import { ChannelStep } from '../youtube/public';
import styles from './accounts.module.css';
import { resendVerification, verifyAccount } from './api';
import { resendAnswer, ResendForm } from './ResendForm';

/** Client accounts verify at /join/verify, staff (Production) accounts at /join/return. */
type AccountKind = 'client' | 'staff';

/**
 * /join/verify: a Partner's or Affiliate's e-mail verification (docs/product.md §2), and with ?step=youtube
 * a Partner's channel check.
 */
export function ClientVerifyPage() {
  return <VerifyPage kind="client" />;
}

/** /join/return: a Production account's e-mail verification (docs/product.md §2). */
export function StaffVerifyPage() {
  return <VerifyPage kind="staff" />;
}

function VerifyPage({ kind }: { kind: AccountKind }) {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  if (hash !== null) return <AuthorizeAccount hash={hash} kind={kind} />;
  // A Partner past the e-mail step: the variant that sends the browser to Google (decision 007).
  if (kind === 'client' && params.get('step') === 'youtube') return <ChannelStep />;

  const email = params.get('email')?.trim();
  const username = params.get('username')?.trim();
  const target: ResendVerificationRequest | undefined = email
    ? { uidName: 'Email', uidValue: email }
    : username
      ? { uidName: 'Username', uidValue: username }
      : undefined;
  return <VerificationSent target={target} />;
}

/** Without a hash: the e-mail is on its way; with ?email= or ?username= a new one is requested. */
function VerificationSent({ target }: { target: ResendVerificationRequest | undefined }) {
  const resend = useMutation({ mutationFn: resendVerification });
  const requestedFor = useRef<string | undefined>(undefined);
  const key = target ? `${target.uidName}:${target.uidValue}` : undefined;

  // Once per identifier on arrival: the ref survives StrictMode's second effect run.
  useEffect(() => {
    if (!target || !key || requestedFor.current === key) return;
    requestedFor.current = key;
    resend.mutate(target);
  }, [key, target, resend]);

  return (
    <AuthCard
      title="Check your e-mail"
      intro="We sent you a verification e-mail. Open the link in it to verify your account, then log in."
    >
      {target ? (
        <>
          {resend.isPending && (
            <p className={styles.muted} role="status">
              Sending a new link…
            </p>
          )}
          {resend.isSuccess && <Alert tone="success">{resendAnswer}</Alert>}
          {resend.isError && <Alert tone="error">{describeFailure(resend.error).message}</Alert>}
          <div className={forms.actionsRow}>
            <ButtonLink to={sitePaths.login}>Ok</ButtonLink>
            <Button
              variant="secondary"
              loading={resend.isPending}
              onClick={() => {
                if (!resend.isPending) resend.mutate(target);
              }}
            >
              Send a new link
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className={forms.actionsRow}>
            <ButtonLink to={sitePaths.login}>Ok</ButtonLink>
          </div>
          <hr className={styles.divider} />
          <p className={styles.muted}>
            No e-mail after a few minutes? Check your spam folder, or ask for a new link.
          </p>
          <ResendForm />
        </>
      )}
    </AuthCard>
  );
}

/** With a hash: the Authorize Account page; its button posts the hash, then goes to /login. */
function AuthorizeAccount({ hash, kind }: { hash: string; kind: AccountKind }) {
  const navigate = useNavigate();
  const wellFormed = VerifyHashRequest.safeParse({ hash }).success;
  const verify = useMutation({
    mutationFn: verifyAccount,
    onSuccess: (answer) => {
      // A Partner's e-mail is verified; the channel check comes next.
      if (answer.next === 'youtube') {
        void navigate(sitePaths.joinVerify({ step: 'youtube' }), { replace: true });
        return;
      }
      const state: LoginState = { notice: 'verified' };
      void navigate(sitePaths.login, { replace: true, state });
    },
  });

  // A malformed link cannot succeed; say so at once instead of asking the server.
  const linkBroken =
    !wellFormed ||
    (verify.error instanceof ApiError &&
      (verify.error.code === 'invalid_hash' || verify.error.code === 'invalid_input'));
  const message = !wellFormed
    ? describeError('invalid_hash').message
    : verify.error instanceof ApiError && verify.error.code === 'invalid_input'
      ? describeError('invalid_hash').message
      : verify.isError
        ? describeFailure(verify.error).message
        : undefined;

  return (
    <AuthCard
      title="Authorize Account"
      intro={
        kind === 'staff'
          ? 'Confirm this is your production account to finish verifying it.'
          : 'Confirm this is your account to finish verifying it.'
      }
    >
      {message && <Alert tone="error">{message}</Alert>}
      {!linkBroken && (
        <div className={forms.actionsRow}>
          <Button
            loading={verify.isPending}
            onClick={() => {
              if (!verify.isPending) verify.mutate({ hash });
            }}
          >
            Authorize
          </Button>
        </div>
      )}
      {linkBroken && (
        <>
          <p className={styles.muted}>Request a new verification link:</p>
          <ResendForm />
        </>
      )}
    </AuthCard>
  );
}
