import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  reviewLinkLimits,
  type GuestRendition,
  type ReviewLink,
  type Version,
} from '../../../common/api/review-versions';
import { sitePaths } from '../../../common/paths';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { createLink, linksQuery, reviewVersionsKey, revokeLink } from './api';
import { GuestLinkList } from './GuestLinkList';
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
  /** The new link's address, shown until it is revoked or another is made. */
  const [made, setMade] = useState<{ id: string; url: string } | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
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
      setMade({
        id: res.link.id,
        url: `${window.location.origin}${sitePaths.guestReview(res.token)}`,
      });
      setRevoked(null);
      setPassword('');
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (link: ReviewLink) => revokeLink(link.id),
    onSuccess: (_, link) => {
      // A revoked address is no use to share, so it leaves the page.
      setMade((m) => (m?.id === link.id ? null : m));
      setRevoked(`Revoked the v${link.version} link: guests can no longer open it.`);
      void refresh();
    },
  });
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
        {made && <MadeLink url={made.url} />}
      </form>
      {revoked && <p role="status">{revoked}</p>}
      {revoke.isError && <FailureAlert error={revoke.error} />}
      <GuestLinkList
        links={links}
        onRevoke={(link) => revoke.mutate(link)}
        revoking={revoke.isPending ? revoke.variables?.id : undefined}
      />
    </section>
  );
}

/** The new link, shown once, with a Copy button (the address is long and only shown here). */
function MadeLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <div className={styles.made}>
      <p role="status">
        Share this link (shown once):{' '}
        <span className={styles.shareUrl} data-testid="guest-url">
          {url}
        </span>
      </p>
      <Button size="small" variant="secondary" onClick={copy}>
        Copy link
      </Button>
      <span role="status" className={styles.caption}>
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'no'
            ? 'Could not copy: select the link and copy it.'
            : ''}
      </span>
    </div>
  );
}
