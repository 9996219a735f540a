import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewLink, ReviewLinkList } from '../../../common/api/review-versions';
import { Button } from '../../components/Button';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import styles from './ReviewVersions.module.css';

/** A link no guest can open any more: revoked, or past its expiry. */
export const hasEnded = (l: ReviewLink, now: number) =>
  l.revokedTime !== null || Date.parse(l.expiresTime) <= now;

/**
 * The Partner's links: the open ones, each revoked only after a second click says what it does,
 * and the ended ones folded away (they stay listed for who watched them, never in the way).
 */
export function GuestLinkList({
  links,
  onRevoke,
  revoking,
}: {
  links: UseQueryResult<ReviewLinkList>;
  onRevoke: (link: ReviewLink) => void;
  revoking: string | undefined;
}) {
  const [showEnded, setShowEnded] = useState(false);
  // Ended as of when the list was read; every revoke or new link reads it again.
  const now = links.dataUpdatedAt;
  return (
    <QueryState query={links} isEmpty={(d) => d.links.length === 0} empty={<p>No links yet.</p>}>
      {(data) => {
        const open = data.links.filter((l) => !hasEnded(l, now));
        const ended = data.links.filter((l) => hasEnded(l, now));
        return (
          <>
            {open.length === 0 && <p>No open links.</p>}
            <ul className={styles.links} aria-label="Open links">
              {open.map((l) => (
                <OpenLink key={l.id} link={l} onRevoke={onRevoke} revoking={revoking === l.id} />
              ))}
            </ul>
            {ended.length > 0 && (
              <Button
                size="small"
                variant="ghost"
                aria-expanded={showEnded}
                onClick={() => setShowEnded((s) => !s)}
              >
                {showEnded ? 'Hide' : 'Show'} {ended.length} ended{' '}
                {ended.length === 1 ? 'link' : 'links'}
              </Button>
            )}
            {showEnded && (
              <ul className={styles.links} aria-label="Ended links">
                {ended.map((l) => (
                  <li key={l.id} className={styles.link}>
                    <span>
                      v{l.version} ·{' '}
                      {l.revokedTime
                        ? `Revoked ${formatDate(l.revokedTime, 'dateTime')}`
                        : `Expired ${formatDate(l.expiresTime, 'dateTime')}`}
                    </span>
                    <span className={styles.caption}>{whoWatched(l)}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

function OpenLink({
  link: l,
  onRevoke,
  revoking,
}: {
  link: ReviewLink;
  onRevoke: (link: ReviewLink) => void;
  revoking: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.link}>
      <span>
        v{l.version} · until {formatDate(l.expiresTime, 'dateTime')}
        {l.hasPassword ? ' · password' : ''}
        {l.allowDownload
          ? ` · download (${l.downloadRendition === 'original' ? 'original' : 'watermarked'})`
          : ''}
      </span>
      <span className={styles.caption}>{whoWatched(l)}</span>
      {confirming ? (
        <span className={styles.confirm}>
          <span>Guests lose access at once, also to a video they are playing.</span>
          <Button size="small" loading={revoking} onClick={() => onRevoke(l)}>
            Revoke now<span className="visually-hidden"> the v{l.version} link</span>
          </Button>
          <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </span>
      ) : (
        <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
          Revoke<span className="visually-hidden"> the v{l.version} link</span>…
        </Button>
      )}
    </li>
  );
}

/** Who opened the link and who downloaded it, each name once. */
function whoWatched(link: ReviewLink): string {
  const names = (kind: 'view' | 'download') => [
    ...new Set(link.views.filter((v) => v.kind === kind).map((v) => v.guestName)),
  ];
  if (link.views.length === 0) return 'Not opened yet';
  const downloads = names('download');
  const viewed = `Viewed by ${names('view').join(', ')}`;
  return downloads.length === 0 ? viewed : `${viewed} · downloaded by ${downloads.join(', ')}`;
}
