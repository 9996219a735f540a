import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmEmailRequest } from '../../../common/api/accounts';
import { describeError } from '../../../common/errors';
import { dashboardPaths, sitePaths } from '../../../common/paths';
import { readSession, saveProfile } from '../../app/session';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { describeFailure } from '../../lib/api-client';
import { confirmEmail } from './api';

/**
 * /account/email?hash=: the link sent to a new address. Posting its secret moves the account
 * there; it works signed out too (the link may be opened on another device).
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const wellFormed = ConfirmEmailRequest.safeParse({ hash }).success;
  const confirm = useMutation({
    mutationFn: confirmEmail,
    onSuccess: (answer) => {
      if (readSession().uid === answer.uid) saveProfile({ email: answer.email });
    },
  });
  const posted = useRef(false);
  useEffect(() => {
    if (!wellFormed || posted.current) return;
    posted.current = true;
    confirm.mutate({ hash });
  }, [wellFormed, hash, confirm]);

  if (!wellFormed || confirm.isError) {
    const failure = wellFormed
      ? describeFailure(confirm.error)
      : describeError('invalid_email_link');
    return (
      <AuthCard title="E-mail address not changed">
        <title>E-mail address not changed · Crewcast</title>
        <Alert tone="error" link={failure.link} focusOnMount>
          {failure.message}
        </Alert>
      </AuthCard>
    );
  }
  if (confirm.isSuccess)
    return (
      <AuthCard title="E-mail address changed">
        <title>E-mail address changed · Crewcast</title>
        <Alert tone="success" focusOnMount>
          Your account now uses {confirm.data.email}. We told your old address about the change.
        </Alert>
        <ButtonLink to={readSession().loggedIn ? dashboardPaths.settings : sitePaths.login}>
          {readSession().loggedIn ? 'Back to Settings' : 'Log in'}
        </ButtonLink>
      </AuthCard>
    );
  return (
    <AuthCard title="Changing your e-mail address">
      <p role="status">
        <Spinner size={18} /> Confirming the new address…
      </p>
    </AuthCard>
  );
}
