import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { describeFailure } from '../../lib/api-client';
import forms from '../../styles/form.module.css';
import { leaveFor, startYoutubeCheck } from './api';
import styles from './youtube.module.css';

/**
 * /join/verify?step=youtube: the variant without a hash that asks for Google's consent URL
 * (POST /api/auth/youtube) and sends the browser there (docs/product.md §2, §7). The server knows which
 * account from the cookie the e-mail step or the login left.
 */
export function ChannelStep() {
  const start = useMutation({
    mutationFn: startYoutubeCheck,
    onSuccess: ({ url }) => leaveFor(url),
  });
  const asked = useRef(false);

  // Once on arrival: the ref survives StrictMode's second effect run.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate();
  }, [start]);

  const failure = start.isError ? describeFailure(start.error) : undefined;
  return (
    <AuthCard
      title="Verify your YouTube channel"
      intro="Partners need a YouTube channel of at least 50,000 subscribers. Sign in with the Google account that owns your channel, using the e-mail of your Crewcast account; we read only its e-mail and your channel's subscriber count."
    >
      {failure ? (
        <>
          <Alert tone="error" link={failure.link} focusOnMount>
            {failure.message}
          </Alert>
          <div className={forms.actionsRow}>
            <Button
              variant="secondary"
              loading={start.isPending}
              onClick={() => {
                if (!start.isPending) start.mutate();
              }}
            >
              Try Again
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.waiting} role="status">
          <Spinner size={18} />
          Sending you to Google…
        </p>
      )}
    </AuthCard>
  );
}
