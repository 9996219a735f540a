import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import type { Version, VersionState } from '../../../common/api/review-versions';
import {
  frameToTimecode,
  nearestFrameRate,
  secondsToFrame,
  seekSecondsOf,
} from '../../../common/review/timecode';
import { Button } from '../../components/Button';
import { QueryState } from '../../components/QueryState';
import { Select } from '../../components/Select';
import { useReviewRoom } from '../../lib/use-review-room';
import { mediaFactsKey, Poster, usePlaybackSource, type PlaybackSource } from '../drive/public';
import { reviewVersionsKey, versionsQuery } from './api';
import { GuestLinksPanel } from './GuestLinksPanel';
import { useSyncedVideos } from './use-synced-videos';
import { VersionNotes } from './VersionNotes';
import { WipeStage } from './WipeStage';
import page from '../../styles/page.module.css';
import styles from './ReviewVersions.module.css';

export const stateLabel: Record<VersionState, string> = {
  pending: 'Pending',
  revisions_needed: 'Revisions needed',
  approved: 'Approved',
};

type Mode = 'single' | 'side' | 'wipe';

const videoOf = (v: Version | undefined) => v?.files.find((f) => f.kind === 'video');

/** The delivered versions of an order: switch at the same playhead, or compare two in sync. */
export function VersionsPage() {
  const { requestId: orderId = '' } = useParams();
  const versions = useQuery(versionsQuery(orderId));
  const queryClient = useQueryClient();
  // A revision delivered while the page is open shows up as a new version without a reload.
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: reviewVersionsKey });
    void queryClient.invalidateQueries({ queryKey: mediaFactsKey });
  }, [queryClient]);
  useReviewRoom(orderId, refresh);
  return (
    <div className={page.page}>
      <h1 className={page.title}>Versions</h1>
      <QueryState
        query={versions}
        isEmpty={(d) => d.versions.length === 0}
        empty={<p>Nothing has been delivered on this order yet.</p>}
      >
        {(data) => (
          <>
            <p className={styles.caption}>{data.title}</p>
            <Compare versions={data.versions} />
            <GuestLinksPanel orderId={data.requestId} versions={data.versions} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function Compare({ versions }: { versions: Version[] }) {
  const [a, setA] = useState(versions.length - 1);
  const [b, setB] = useState(Math.max(0, versions.length - 2));
  const [mode, setMode] = useState<Mode>('single');
  const sync = useSyncedVideos();
  const first = versions[a];
  const second = mode === 'single' ? undefined : versions[b];
  // Each picture streams its review proxy once made, the original until then, as the studio does.
  const firstSource = usePlaybackSource(videoOf(first)?.fileId);
  const secondSource = usePlaybackSource(videoOf(second)?.fileId);
  // Frames count at the chosen version's probed rate (25 until it is known), as in the studio.
  const rate = nearestFrameRate(first?.frameRate ?? 25);
  // At its very end a video reports its whole length, which would name a frame that does not exist.
  const total = sync.duration > 0 ? secondsToFrame(sync.duration, rate) : 0;
  const at = secondsToFrame(sync.time, rate);
  const frame = total > 0 ? Math.min(total - 1, at) : at;
  const timecode = frameToTimecode(frame, rate);
  const pick = (label: string, value: number, set: (n: number) => void) => (
    <Select label={label} value={String(value)} onChange={(e) => set(Number(e.target.value))}>
      {versions.map((v, i) => (
        <option key={v.requestId} value={i}>
          v{v.version} · {stateLabel[v.state]}
        </option>
      ))}
    </Select>
  );
  return (
    <section className={page.section} aria-label="Player">
      <div className={styles.toolbar}>
        {pick('Version', a, setA)}
        <Select label="View" value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
          <option value="single">One version</option>
          <option value="side">Side by side</option>
          <option value="wipe">Wipe</option>
        </Select>
        {mode !== 'single' && pick('Compare with', b, setB)}
      </div>
      {mode === 'wipe' && first && second ? (
        <WipeStage
          bottom={{ version: first, source: firstSource }}
          top={{ version: second, source: secondSource }}
          lead={sync.lead}
          follow={sync.follow}
        />
      ) : (
        <div className={mode === 'side' ? styles.side : styles.stage}>
          <VersionVideo version={first} source={firstSource} refTo={sync.lead} label="Left" />
          {second && (
            <VersionVideo
              version={second}
              source={secondSource}
              refTo={sync.follow}
              label="Right"
              muted
            />
          )}
        </div>
      )}
      <div
        className={styles.controls}
        role="group"
        aria-label="Compare controls. Arrow keys step one frame."
        onKeyDown={(e) => {
          if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
          if (e.target instanceof HTMLSelectElement) return;
          e.preventDefault();
          sync.step(e.key === 'ArrowLeft' ? -1 : 1, rate);
        }}
      >
        <Button onClick={sync.toggle} variant="primary" size="small">
          {sync.playing ? 'Pause' : 'Play'}
        </Button>
        <Button onClick={() => sync.step(-1, rate)} variant="secondary" size="small">
          ← Frame
        </Button>
        <Button onClick={() => sync.step(1, rate)} variant="secondary" size="small">
          Frame →
        </Button>
        <input
          type="range"
          aria-label="Playhead"
          aria-valuetext={timecode}
          min={0}
          max={sync.duration || 0}
          step={0.01}
          value={sync.time}
          onChange={(e) => sync.seek(Number(e.target.value))}
        />
        <span className={styles.caption} data-testid="playhead">
          Frame {frame} · {timecode}
        </span>
      </div>
      {(firstSource.proxyPending || secondSource.proxyPending) && (
        <p className={styles.sourceNote}>
          Playing the original file while a lighter review copy is made.
        </p>
      )}
      {first && (
        <VersionNotes
          version={first}
          onSeek={(frame, fps) => sync.seek(seekSecondsOf(frame, fps))}
        />
      )}
      {first?.frameRate && (
        <p className={styles.caption}>
          v{first.version}: {first.frameRate} fps
        </p>
      )}
    </section>
  );
}

function VersionVideo({
  version,
  source,
  refTo,
  label,
  muted = false,
}: {
  version: Version | undefined;
  source: PlaybackSource;
  refTo: React.Ref<HTMLVideoElement>;
  label: string;
  muted?: boolean;
}) {
  const file = videoOf(version);
  if (!version || !file)
    return <Poster media={null} label={`No video in v${version?.version ?? '?'}`} />;
  return (
    <div className={styles.player}>
      {source.url ? (
        <video
          ref={refTo}
          className={styles.video}
          src={source.url}
          data-source={source.proxy ? 'proxy' : 'original'}
          poster={file.media?.posterUrl ?? undefined}
          preload="metadata"
          muted={muted}
          playsInline
          aria-label={`${label}: v${version.version}, ${file.name}`}
          data-version={version.version}
        />
      ) : (
        <Poster media={file.media} label={`v${version.version}`} />
      )}
      <span className={styles.caption}>
        v{version.version} · {stateLabel[version.state]}
      </span>
    </div>
  );
}
