import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewVideo } from '../../../common/api/games';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { describeFailure } from '../../lib/api-client';
import { formatDay } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { decideVideo, gameKeys } from './api';
import styles from './Games.module.css';

const views = new Intl.NumberFormat(undefined, { notation: 'compact' });

/** A video as the reviewer sees it: thumbnail, title, channel and views, and the decision. */
export function ReviewVideoRow({
  video,
  partner,
  closed,
  onReject,
}: {
  video: ReviewVideo;
  partner: string;
  closed: boolean;
  onReject: (video: ReviewVideo) => void;
}) {
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => decideVideo(video.id, { status: 'approved' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
  const facts = video.facts;
  const what = `${facts ? `“${facts.title}”` : `video ${video.videoId}`} by ${partner}`;
  return (
    <li className={styles.reviewVideo}>
      {facts?.thumbnailUrl ? (
        <img className={styles.thumb} src={facts.thumbnailUrl} alt="" width={160} height={90} />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          {facts ? 'no preview' : 'no details'}
        </span>
      )}
      <span className={styles.videoText}>
        <a href={video.url} target="_blank" rel="noreferrer noopener">
          {facts?.title ?? `youtu.be/${video.videoId}`}
        </a>
        <span className={page.muted}>
          {facts && `${facts.channel} · `}
          {facts?.views != null && `${views.format(facts.views)} views · `}
          published {formatDay(video.publishedOn)}
        </span>
        {video.status === 'rejected' && video.reason && (
          <span className={styles.reason}>Reason: {video.reason}</span>
        )}
      </span>
      <span className={`${styles.badge} ${styles[video.status] ?? ''}`}>{video.status}</span>
      {!closed && (
        <span className={styles.decide}>
          <Button
            size="small"
            variant={video.status === 'approved' ? 'ghost' : 'secondary'}
            disabled={video.status === 'approved'}
            loading={approve.isPending}
            onClick={() => approve.mutate()}
            aria-label={`Approve ${what}`}
          >
            Approve
          </Button>
          <Button
            size="small"
            variant="ghost"
            disabled={video.status === 'rejected'}
            onClick={() => onReject(video)}
            aria-label={`Reject ${what}`}
          >
            Reject
          </Button>
        </span>
      )}
      {approve.isError && (
        <Alert tone="error" className={styles.rowError}>
          {describeFailure(approve.error).message}
        </Alert>
      )}
    </li>
  );
}
