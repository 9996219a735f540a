import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import { consentQuery, publishingKeys, revokeConsent } from './api';
import { ConsentButton } from './ConsentButton';
import page from '../../styles/page.module.css';

const landedWords: Record<string, { tone: 'success' | 'warning' | 'error'; text: string }> = {
  connected: { tone: 'success', text: 'Uploads to your YouTube channel are allowed.' },
  cancelled: { tone: 'warning', text: 'You did not allow uploads; nothing changed.' },
  failed: { tone: 'error', text: 'Google did not confirm the permission. Try again.' },
};

/** Settings → YouTube uploads: whether Crewcast may upload to the channel, and taking it back. */
export function ConsentSection() {
  const query = useQuery(consentQuery());
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const landed = landedWords[params.get('youtube') ?? ''];
  const revoke = useMutation({
    mutationFn: revokeConsent,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publishingKeys.all }),
  });
  return (
    <section className={page.card} aria-labelledby="youtube-uploads">
      <h2 id="youtube-uploads">YouTube uploads</h2>
      <QueryState query={query}>
        {(consent) => (
          <>
            {landed && (
              <Alert tone={landed.tone}>
                {landed.text}
                {params.get('youtube') === 'connected' &&
                  consent.results &&
                  ' Crewcast may also read their results.'}
              </Alert>
            )}
            <p className={page.muted}>
              {consent.connected
                ? `Crewcast may upload accepted deliveries to your channel (allowed ${formatDate(consent.grantedAt ?? '', 'dateTime')}). Removing it stops uploads in progress; they can resume once you allow it again.`
                : 'Crewcast may not upload to your channel. Allow it to publish accepted deliveries from their order.'}
              {consent.sandbox && ' Sandbox: no Google credentials are set, uploads go nowhere.'}
            </p>
            {consent.connected && (
              <p className={page.muted}>
                {consent.results
                  ? 'Crewcast also reads each published video’s watch time, view duration, impressions and click-through rate from YouTube Analytics.'
                  : 'Crewcast reads views, likes and comments only. Allow reading results to see watch time, view duration, impressions and click-through rate on each order, your Home and your staff’s pages.'}
              </p>
            )}
            <FailureAlert error={revoke.error} />
            {consent.connected && !consent.results && (
              <ConsentButton results label="Allow reading results" />
            )}
            {consent.connected ? (
              <Button
                variant="secondary"
                loading={revoke.isPending}
                onClick={() => revoke.mutate()}
              >
                Remove permission
              </Button>
            ) : (
              <ConsentButton />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
