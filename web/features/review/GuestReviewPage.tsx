import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { reviewLinkLimits, type GuestView } from '../../../common/api/review-versions';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api-client';
import { guestInfo, guestOpen, guestVideo } from '../review-versions/public';
import { GuestNotes } from './GuestNotes';
import page from '../../styles/page.module.css';
import styles from './GuestReview.module.css';

/** A guest's page of one shared delivery: their name (and the password), then the video. */
export function GuestReviewPage() {
  const { token = '' } = useParams();
  const info = useQuery({
    queryKey: ['review-versions', 'guest', token],
    queryFn: () => guestInfo(token),
    retry: false,
  });
  const [view, setView] = useState<GuestView | null>(null);
  // A token the server refuses as malformed names no link, as an unknown one does.
  const malformed = info.error instanceof ApiError && info.error.status === 400;
  return (
    <>
      <header className={styles.guestHeader}>
        <span className={styles.guestBrand}>Crewcast</span>
        <span>Guest review</span>
      </header>
      <main id="main" className={`${page.page} ${styles.guestPage}`}>
        <h1 className={page.title}>Review</h1>
        <QueryState
          query={info}
          {...(malformed
            ? { errorMessage: 'This review link does not exist. Check the address you were sent.' }
            : {})}
        >
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
    </>
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
        hint="Burned into the video you are shown, and shown to the person who shared it."
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

/** How often the page asks whether the guest's watermarked copy is ready. */
const preparingPollMs = 2000;

function GuestPlayer({ token, view }: { token: string; view: GuestView }) {
  const video = useQuery({
    queryKey: ['review-versions', 'guest-video', token, view.guestToken],
    queryFn: () => guestVideo({ token, guestToken: view.guestToken }),
    initialData: view,
    refetchInterval: (q) => (q.state.data?.videoState === 'preparing' ? preparingPollMs : false),
  });
  const { videoState, videoUrl, downloadUrl } = video.data;
  return (
    <section className={page.section} aria-label="Video">
      <p>
        {view.title} · v{view.version} · {view.fileName}
      </p>
      {videoUrl ? (
        <GuestNotes token={token} view={view} videoUrl={videoUrl} />
      ) : (
        <div className={styles.preparing} role="status" data-testid="video-preparing">
          {videoState === 'failed'
            ? 'This video could not be prepared for you. Ask the person who shared it.'
            : `Preparing your copy, watermarked with your name (${view.guestName})…`}
        </div>
      )}
      <p className={styles.caption}>
        Your name, this link and the time are burned into the picture you are shown.
      </p>
      {downloadUrl && (
        <a href={downloadUrl} download>
          Download the video
        </a>
      )}
      {video.isError && <FailureAlert error={video.error} />}
    </section>
  );
}
