import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { Alert } from '../../components/Alert';
import { describeFailure } from '../../lib/api-client';
import page from '../../styles/page.module.css';
import { unsubscribeDigest } from './notifications-api';

/**
 * /unsubscribe/chat?token=: the chat digest's one-click unsubscribe. Opening the e-mailed link is
 * the click: the digest is turned off at once, without signing in.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, isSuccess, isError, error } = useMutation({ mutationFn: unsubscribeDigest });
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return (
    <div className={page.page}>
      <title>Chat e-mails · Crewcast</title>
      <h1 className={page.title}>Chat e-mails</h1>
      {isSuccess ? (
        <Alert tone="success">
          You will get no more e-mails about unread chat messages. Turn them on again in{' '}
          <Link to={dashboardPaths.settings}>Settings</Link>.
        </Alert>
      ) : isError || !token ? (
        <Alert tone="error" link={isError ? describeFailure(error).link : undefined}>
          {isError ? describeFailure(error).message : 'This link has no token.'}
        </Alert>
      ) : (
        <p role="status">Turning chat e-mails off…</p>
      )}
    </div>
  );
}
