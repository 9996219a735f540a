import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { VerifyHashRequest } from '../../../common/api/accounts';
import { verifyReturnErrors, type VerifyReturnError } from '../../../common/api/youtube';
import { describeError } from '../../../common/errors';
import { sitePaths } from '../../../common/paths';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { ApiError, describeFailure } from '../../lib/api-client';
import type { LoginState } from '../../lib/login-notice';
import forms from '../../styles/form.module.css';
import { finishVerification } from './api';
import styles from './youtube.module.css';

/** The contact form with the Account Issue topic preset (docs/product.md §2). */
const accountIssueHref = sitePaths.contact({ topic: 'Account Issue' });
const tryAgainHref = sitePaths.joinVerify({ step: 'youtube' });
const replyTime = 'We reply within 1-3 working days.';

type Action = { text: string; to: string; primary?: boolean };

/** Title, text and buttons of each outcome: docs/product.md §2's three, and those the spec is silent on. */
export const outcomes: Record<
  VerifyReturnError,
  { title: string; text: string; more?: string[]; note?: string; actions: Action[] }
> = {
  not_eligible: {
    title: 'Not Eligible',
    text: 'Sorry, your channel is below 50,000 subscribers, the minimum to join as a Partner.',
    more: [
      'Your Crewcast account stays. Once your channel reaches 50,000 subscribers, log in with your username and password: you are taken back to the YouTube check, and it counts your subscribers again.',
      'Until then you can earn as an Affiliate: 20% of every sale you bring in, with no subscriber minimum. An Affiliate account is separate and needs an e-mail address of its own; to turn this account into an Affiliate account instead, contact us.',
    ],
    actions: [
      { text: 'Log in to check again', to: sitePaths.login, primary: true },
      { text: 'Become an Affiliate', to: sitePaths.exploreAffiliate },
      { text: 'Contact Us', to: accountIssueHref },
      { text: 'Go Home', to: sitePaths.home },
    ],
  },
  no_email: {
    title: 'Email Not Found!',
    text: 'No account has the e-mail you chose in verification. If you think this is a mistake, please contact us.',
    note: replyTime,
    actions: [{ text: 'Contact Us', to: accountIssueHref, primary: true }],
  },
  not_found: {
    title: 'Email Not Found!',
    text: 'The e-mail of your YouTube (Google) account and the e-mail of your Crewcast account must match. Choose the Google account with the e-mail you signed up with.',
    actions: [
      { text: 'Try Again', to: tryAgainHref, primary: true },
      { text: 'Contact Us', to: accountIssueHref },
    ],
  },
  no_channel: {
    title: 'Not Eligible',
    text: 'The Google account you chose has no YouTube channel. Partners need a channel of at least 50,000 subscribers.',
    actions: [
      { text: 'Go Home', to: sitePaths.home, primary: true },
      { text: 'Try Again', to: tryAgainHref },
    ],
  },
  channel_taken: {
    title: 'Channel Already Linked',
    text: 'This YouTube channel already verifies another Partner account; one channel verifies one Partner only. If it is your channel, please contact us.',
    note: replyTime,
    actions: [{ text: 'Contact Us', to: accountIssueHref, primary: true }],
  },
  cancelled: {
    title: 'Verification Cancelled',
    text: 'You did not give access to your YouTube channel, so we could not check it.',
    actions: [{ text: 'Try Again', to: tryAgainHref, primary: true }],
  },
  failed: {
    title: 'Verification Failed',
    text: 'We could not check your channel: the sign-in expired, was already used, or Google did not answer. Please try again.',
    actions: [{ text: 'Try Again', to: tryAgainHref, primary: true }],
  },
};

const isReturnError = (value: string): value is VerifyReturnError =>
  (verifyReturnErrors as readonly string[]).includes(value);

/**
 * /join/verify/return (docs/product.md §2): where Google's answer lands. With `hash` it posts the hash,
 * then shows /join/verify/return; with `error` the outcome's page; otherwise 'Account Verified!'.
 */
export function VerifyReturnPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const error = params.get('error');
  if (hash !== null) return <FinishVerification hash={hash} />;
  // An error the page does not know reads as a failure, never as success.
  if (error !== null) return <Outcome error={isReturnError(error) ? error : 'failed'} />;
  return <AccountVerified />;
}

function Actions({ actions }: { actions: Action[] }) {
  return (
    <div className={forms.actionsRow}>
      {actions.map((a) => (
        <ButtonLink key={a.text} to={a.to} variant={a.primary ? 'primary' : 'secondary'}>
          {a.text}
        </ButtonLink>
      ))}
    </div>
  );
}

function Outcome({ error }: { error: VerifyReturnError }) {
  const o = outcomes[error];
  return (
    <AuthCard title={o.title}>
      <OutcomeText text={o.text} more={o.more} note={o.note} />
      <Actions actions={o.actions} />
    </AuthCard>
  );
}

function OutcomeText({
  text,
  more = [],
  note,
}: {
  text: ReactNode;
  more?: string[] | undefined;
  note?: string | undefined;
}) {
  return (
    <div className={styles.outcome}>
      <p>{text}</p>
      {more.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {note && <p className={styles.reply}>{note}</p>}
    </div>
  );
}

function AccountVerified() {
  const state: LoginState = { notice: 'verified' };
  return (
    <AuthCard title="Account Verified!">
      <OutcomeText text="Your e-mail and your YouTube channel are verified. Welcome to Crewcast!" />
      <div className={forms.actionsRow}>
        <ButtonLink to={sitePaths.login} state={state}>
          Login
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/** Posts the hash of a passed check once, then shows the verified page without it in the URL. */
function FinishVerification({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const wellFormed = VerifyHashRequest.safeParse({ hash }).success;
  const verify = useMutation({
    mutationFn: finishVerification,
    onSuccess: () => void navigate(sitePaths.verifyReturn, { replace: true }),
  });
  const posted = useRef(false);
  useEffect(() => {
    if (!wellFormed || posted.current) return;
    posted.current = true;
    verify.mutate({ hash });
  }, [wellFormed, hash, verify]);

  if (!wellFormed || verify.isError) {
    const failure =
      !wellFormed ||
      (verify.error instanceof ApiError &&
        ['invalid_hash', 'invalid_input'].includes(verify.error.code))
        ? describeError('invalid_hash')
        : describeFailure(verify.error);
    const taken = verify.error instanceof ApiError && verify.error.code === 'channel_taken';
    return (
      <AuthCard title={taken ? outcomes.channel_taken.title : outcomes.failed.title}>
        <Alert tone="error" link={failure.link} focusOnMount>
          {failure.message}
        </Alert>
        {!taken && <Actions actions={outcomes.failed.actions} />}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verifying your account">
      <p className={styles.waiting} role="status">
        <Spinner size={18} />
        Finishing verification…
      </p>
    </AuthCard>
  );
}
