import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { describeFailure } from '../../lib/api-client';
import page from '../../styles/page.module.css';
import { unsubscribeDigest } from './notifications-api';

/**
 * /unsubscribe/chat?token=: the chat digest's unsubscribe page, without signing in. Opening the
 * link changes nothing: mail scanners open every link of an e-mail, so the digest is turned off
 * only by the button. Mail clients' own unsubscribe button POSTs the e-mail's List-Unsubscribe
 * address instead (RFC 8058), which needs no page.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, isSuccess, isError, isPending, error } = useMutation({
    mutationFn: unsubscribeDigest,
  });
  let body;
  if (!token) body = <Alert tone="error">This link has no token.</Alert>;
  else if (isSuccess)
    body = (
      <Alert tone="success">
        You will get no more e-mails about unread chat messages. Turn them on again in{' '}
        <Link to={dashboardPaths.settings}>Settings</Link>.
      </Alert>
    );
  else
    body = (
      <>
        <p>
          Crewcast e-mails you when chat messages wait unread. Turn these e-mails off? Other e-mails
          (orders, sign-in, payouts) still come.
        </p>
        <div>
          <Button loading={isPending} onClick={() => mutate(token)}>
            Turn off chat e-mails
          </Button>
        </div>
        {isError && (
          <Alert tone="error" link={describeFailure(error).link}>
            {describeFailure(error).message}
          </Alert>
        )}
      </>
    );
  return (
    <div className={page.page}>
      <title>Chat e-mails · Crewcast</title>
      <h1 className={page.title}>Chat e-mails</h1>
      {body}
    </div>
  );
}
