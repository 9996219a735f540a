import { useQuery } from '@tanstack/react-query';
import type { Version } from '../../../common/api/review-versions';
import { versionNotesQuery } from './api';
import styles from './ReviewVersions.module.css';

/**
 * The notes on the version in view, in timeline order: each timecode seeks both videos to its
 * frame, so a note can be checked against the other version at the same moment.
 */
export function VersionNotes({
  version,
  onSeek,
}: {
  version: Version;
  onSeek: (frame: number, fps: { num: number; den: number }) => void;
}) {
  const notes = useQuery(versionNotesQuery(version.requestId));
  const list = notes.data?.notes ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={`Notes on v${version.version}`} className={styles.versionNotes}>
      <h2 className={styles.caption}>
        Notes on v{version.version} ({notes.data?.counts.open ?? 0} open)
      </h2>
      <ol className={styles.links}>
        {list.map((n) => (
          <li key={n.id} className={styles.versionNote}>
            <button
              type="button"
              className={styles.seekNote}
              onClick={() => onSeek(n.frame, n.fps)}
            >
              {n.timecodeOut ? `${n.timecode}–${n.timecodeOut}` : n.timecode}
            </button>{' '}
            <span>{n.body}</span>{' '}
            <span className={styles.caption}>
              {n.author.name} · {n.state === 'done' ? 'done' : 'open'}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
