import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Publication } from '../../../common/api/publishing';
import { describeError, isErrorCode } from '../../../common/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { ProgressBar } from '../../components/ProgressBar';
import { TestNotice } from '../../components/TestNotice';
import { formatDate } from '../../lib/format-date';
import { orderPublishingQuery, publishingKeys, retryPublication } from './api';
import { ConsentButton } from './ConsentButton';
import { FiguresChart } from './FiguresChart';
import { PublishDialog } from './PublishDialog';
import styles from './Publishing.module.css';

const stateWords: Record<Publication['state'], string> = {
  queued: 'Waiting to upload…',
  uploading: 'Uploading to YouTube…',
  thumbnail: 'Setting the thumbnail…',
  published: 'On YouTube',
  failed: 'Upload stopped',
};

/**
 * Publish to YouTube on an accepted edit, for its Partner: the button, and the newest upload's
 * progress (read again every 1.5 s while it runs) and result, failures said in full.
 */
export function PublishPanel({ orderId, timeZone }: { orderId: string; timeZone: string | null }) {
  const query = useQuery(orderPublishingQuery(orderId));
  const [open, setOpen] = useState(false);
  const data = query.data;
  if (!data?.video) return null;
  const latest = data.publications[0];
  // A stop after the video went up is retried, never published again: that would be a second copy.
  const canPublish = !latest || (latest.state === 'failed' && latest.youtubeVideoId === null);
  return (
    <section className={styles.panel} aria-labelledby="publish-title">
      <h3 id="publish-title" className={styles.title}>
        YouTube
      </h3>
      {data.consent.sandbox && (
        <TestNotice label="Test publishing" badge="Sandbox – not YouTube">
          No Google credentials are set: uploads go nowhere and video ids are made up.
        </TestNotice>
      )}
      {latest && (
        <PublicationStatus publication={latest} orderId={orderId} results={data.consent.results} />
      )}
      {canPublish && (
        <div className={styles.actions}>
          <Button variant={latest ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
            {latest ? 'Publish again' : 'Publish to YouTube'}
          </Button>
        </div>
      )}
      <PublishDialog data={data} timeZone={timeZone} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

function PublicationStatus({
  publication: p,
  orderId,
  results,
}: {
  publication: Publication;
  orderId: string;
  results: boolean;
}) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryPublication(p.id),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: publishingKeys.order(orderId) }),
  });
  const problem = p.error && isErrorCode(p.error) ? describeError(p.error) : undefined;
  const running = p.state !== 'published' && p.state !== 'failed';
  // The thumbnail step stopped: the video is on YouTube, and the page says so with its link.
  const videoUp = p.state === 'failed' && p.youtubeVideoId !== null;
  const words = videoUp ? 'On YouTube, thumbnail not set' : stateWords[p.state];
  return (
    <div className={styles.stack} aria-live="polite">
      <p>
        <strong>{words}</strong> — “{p.title}”
        {p.publishedAt && `, ${formatDate(p.publishedAt, 'dateTime')}`}
        {p.publishAt && `; public from ${formatDate(p.publishAt, 'dateTime')}`}
      </p>
      {(running || (p.state === 'failed' && !videoUp)) && (
        <ProgressBar
          label="Uploaded"
          value={p.bytesSent}
          max={p.size}
          valueText={`${Math.round((p.bytesSent / Math.max(p.size, 1)) * 100)}% of the video sent`}
        />
      )}
      {(p.state === 'published' || videoUp) && p.videoUrl && (
        <a href={p.videoUrl} target="_blank" rel="noreferrer">
          Watch on YouTube
        </a>
      )}
      {p.state === 'published' && p.sandbox && <p>Sandbox video id: {p.youtubeVideoId}</p>}
      {p.state === 'published' && (
        <FiguresChart
          figures={p.figures}
          analytics={p.analytics}
          results={results}
          sandbox={p.sandbox}
        />
      )}
      {problem && (
        <Alert tone={p.state === 'published' ? 'warning' : 'error'}>{problem.message}</Alert>
      )}
      <FailureAlert error={retry.error} />
      {p.canRetry && (
        <div className={styles.actions}>
          {p.error === 'youtube_consent_revoked' && <ConsentButton label="Allow uploads again" />}
          <Button variant="secondary" loading={retry.isPending} onClick={() => retry.mutate()}>
            {videoUp ? 'Retry the thumbnail' : 'Retry upload'}
          </Button>
        </div>
      )}
    </div>
  );
}
