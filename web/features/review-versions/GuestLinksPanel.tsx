import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  reviewLinkLimits,
  type GuestRendition,
  type ReviewLink,
  type ReviewLinkList,
  type Version,
} from '../../../common/api/review-versions';
import { sitePaths } from '../../../common/paths';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { Select } from '../../components/Select';
import { formatDate } from '../../lib/format-date';
import { createLink, linksQuery, reviewVersionsKey, revokeLink } from './api';
import page from '../../styles/page.module.css';
import styles from './ReviewVersions.module.css';

/** The Partner's guest links: make one to a delivered video, see who watched, revoke. */
export function GuestLinksPanel({ orderId, versions }: { orderId: string; versions: Version[] }) {
  const client = useQueryClient();
  const links = useQuery(linksQuery(orderId));
  const shareable = versions.filter((v) => v.files.some((f) => f.kind === 'video'));
  const [pick, setPick] = useState(shareable.length - 1);
  const [days, setDays] = useState(String(reviewLinkLimits.defaultDays));
  const [password, setPassword] = useState('');
  const [allowDownload, setAllowDownload] = useState(false);
  const [rendition, setRendition] = useState<GuestRendition>('proxy');
  const [made, setMade] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: reviewVersionsKey });
  const create = useMutation({
    mutationFn: () => {
      const v = shareable[pick];
      const file = v?.files.find((f) => f.kind === 'video');
      return createLink({
        requestId: v?.requestId ?? orderId,
        fileId: file?.fileId ?? '',
        expiresInDays: Number(days),
        allowDownload,
        downloadRendition: rendition,
        ...(password ? { password } : {}),
      });
    },
    onSuccess: (res) => {
      setMade(`${window.location.origin}${sitePaths.guestReview(res.token)}`);
      setPassword('');
      void refresh();
    },
  });
  const revoke = useMutation({ mutationFn: revokeLink, onSuccess: () => void refresh() });
  if (links.isError) return null; // Staff see the versions but not the Partner's links.
  if (shareable.length === 0) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <section className={page.section} aria-labelledby="guest-links">
      <h2 id="guest-links" className={page.sectionTitle}>
        Guest review links
      </h2>
      <form className={styles.form} onSubmit={submit}>
        <Select
          label="Video"
          value={String(pick)}
          onChange={(e) => setPick(Number(e.target.value))}
        >
          {shareable.map((v, i) => (
            <option key={v.requestId} value={i}>
              v{v.version}
            </option>
          ))}
        </Select>
        <Field
          label="Expires after (days)"
          type="number"
          min={1}
          max={reviewLinkLimits.maxDays}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <Field
          label="Password (optional)"
          type="password"
          autoComplete="new-password"
          hint={`At least ${reviewLinkLimits.passwordMin} characters.`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Checkbox
          label="Allow download"
          checked={allowDownload}
          onChange={(e) => setAllowDownload(e.target.checked)}
        />
        {allowDownload && (
          <Select
            label="Guests download"
            value={rendition}
            onChange={(e) => setRendition(e.target.value as GuestRendition)}
          >
            <option value="proxy">The watermarked copy</option>
            <option value="original">The original file</option>
          </Select>
        )}
        <Button type="submit" loading={create.isPending}>
          Create link
        </Button>
        {create.isError && <FailureAlert error={create.error} />}
        {made && (
          <p role="status">
            Share this link (shown once):{' '}
            <span className={styles.shareUrl} data-testid="guest-url">
              {made}
            </span>
          </p>
        )}
      </form>
      <LinkList
        links={links}
        onRevoke={(id) => revoke.mutate(id)}
        revoking={revoke.isPending ? revoke.variables : undefined}
      />
    </section>
  );
}

function LinkList({
  links,
  onRevoke,
  revoking,
}: {
  links: UseQueryResult<ReviewLinkList>;
  onRevoke: (id: string) => void;
  revoking: string | undefined;
}) {
  return (
    <QueryState query={links} isEmpty={(d) => d.links.length === 0} empty={<p>No links yet.</p>}>
      {(data) => (
        <ul className={styles.links}>
          {data.links.map((l) => (
            <li key={l.id} className={styles.link}>
              <span>
                v{l.version} ·{' '}
                {l.revokedTime ? 'Revoked' : `until ${formatDate(l.expiresTime, 'dateTime')}`}
                {l.hasPassword ? ' · password' : ''}
                {l.allowDownload
                  ? ` · download (${l.downloadRendition === 'original' ? 'original' : 'watermarked'})`
                  : ''}
              </span>
              <span className={styles.caption}>{whoWatched(l)}</span>
              {!l.revokedTime && (
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onRevoke(l.id)}
                  loading={revoking === l.id}
                >
                  Revoke<span className="visually-hidden"> the v{l.version} link</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
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
