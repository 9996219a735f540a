import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { reviewLinkLimits, type GuestView } from '../../../common/api/review-versions';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { guestInfo, guestOpen } from './api';
import { GuestNotes } from './GuestNotes';
import page from '../../styles/page.module.css';
import styles from './ReviewVersions.module.css';

/** A guest's page of one shared delivery: their name (and the password), then the video. */
export function GuestReviewPage() {
  const { token = '' } = useParams();
  const info = useQuery({
    queryKey: ['review-versions', 'guest', token],
    queryFn: () => guestInfo(token),
    retry: false,
  });
  const [view, setView] = useState<GuestView | null>(null);
  return (
    <main className={`${page.page} ${styles.guestPage}`}>
      <h1 className={page.title}>Review</h1>
      <QueryState query={info}>
        {(data) =>
          view ? (
            <GuestPlayer token={token} view={view} />
          ) : (
            <GuestForm
              token={token}
              title={`${data.title} · v${data.version}`}
              needsPassword={data.needsPassword}
              onOpen={setView}
            />
          )
        }
      </QueryState>
    </main>
  );
}

function GuestForm({
  token,
  title,
  needsPassword,
  onOpen,
}: {
  token: string;
  title: string;
  needsPassword: boolean;
  onOpen: (view: GuestView) => void;
}) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const open = useMutation({
    mutationFn: () => guestOpen({ token, name, ...(needsPassword ? { password } : {}) }),
    onSuccess: onOpen,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <p>{title}</p>
      <Field
        label="Your name"
        hint="Shown on the video while you watch, and to the person who shared it."
        required
        maxLength={reviewLinkLimits.guestNameMax}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      {needsPassword && (
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      )}
      <Button type="submit" loading={open.isPending}>
        Watch
      </Button>
      {open.isError && <FailureAlert error={open.error} />}
    </form>
  );
}

function GuestPlayer({ token, view }: { token: string; view: GuestView }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <section className={page.section} aria-label="Video">
      <p>
        {view.title} · v{view.version} · {view.fileName}
      </p>
      <div className={styles.watermarked}>
        <video
          ref={videoRef}
          className={styles.video}
          src={view.videoUrl}
          poster={view.media?.posterUrl ?? undefined}
          controls
          playsInline
          controlsList={view.downloadUrl ? undefined : 'nodownload'}
          aria-label={`Video: ${view.fileName}`}
        />
        <span className={styles.watermark} data-testid="watermark" aria-hidden="true">
          {view.guestName}
        </span>
      </div>
      {view.downloadUrl && (
        <a href={view.downloadUrl} download>
          Download the video
        </a>
      )}
      <GuestNotes token={token} view={view} videoRef={videoRef} />
    </section>
  );
}
