import { YoutubeError, type YoutubeFailure } from '../../integrations/youtube/youtube-publisher.js';
import { after, type PublishingDeps } from './publishing-deps.js';
import type { PublicationRow } from './publications.repository.js';
import { sendThumbnail, sendVideo } from './send-publication.js';

// The upload job's one run: take the publications nobody holds and carry each as far as it goes.
// Everything it needs to go on is in the row (session URL, confirmed bytes), so after a cut, a
// crash or a deploy any instance resumes once the lease runs out.

/** How long a publication waits after a transient failure before an instance tries again. */
const retryAfterMs = 30_000;

/** The catalogue code a failure stops a publication with. */
const stopCodes: Partial<Record<YoutubeFailure, string>> = {
  quota: 'youtube_quota',
  revoked: 'youtube_consent_revoked',
  too_large: 'youtube_too_large',
  refused: 'youtube_upload_failed',
};

/** Why a thumbnail is not on the video, said as a warning on a published video. */
const thumbnailErrors: Partial<Record<string, string>> = {
  refused: 'youtube_thumbnail_refused',
  missing: 'youtube_thumbnail_missing',
};

/** Runs one claim of publications; answers how many it worked on. */
export async function runPublishing(deps: PublishingDeps, limit = 3): Promise<number> {
  if (!deps.publisher || deps.stopping()) return 0;
  const at = deps.now();
  const claimed = await deps.publications.claim(at.toISOString(), after(at, deps.leaseMs), limit);
  for (const row of claimed) {
    // Says which instance took it from where, so a log shows who resumed an upload after whom.
    deps.log.info({ publication: row.id, from: row.bytes_sent }, 'youtube upload taken');
    await workOn(deps, row);
  }
  return claimed.length;
}

async function refreshTokenOf(deps: PublishingDeps, row: PublicationRow) {
  const consent = await deps.consents.find(row.client_id);
  if (!consent) return undefined;
  try {
    return {
      sealed: consent.refresh_token,
      plain: deps.cipher.open(consent.refresh_token, row.client_id),
    };
  } catch {
    // Sealed with another key (YOUTUBE_TOKEN_KEY or JWT_SECRET changed): as good as revoked.
    return { sealed: consent.refresh_token, plain: undefined };
  }
}

async function workOn(deps: PublishingDeps, row: PublicationRow): Promise<void> {
  const stamp = () => deps.now().toISOString();
  const refresh = await refreshTokenOf(deps, row);
  try {
    if (!refresh?.plain) throw new YoutubeError('revoked', 'no usable consent');
    const { token } = await deps.publisher!.accessToken(refresh.plain);
    let youtubeVideoId = row.youtube_video_id;
    if (!youtubeVideoId) {
      youtubeVideoId = await sendVideo(deps, row, token);
      const next = row.thumbnail_state === 'pending' ? 'thumbnail' : 'published';
      await deps.publications.update(row.id, {
        youtube_video_id: youtubeVideoId,
        bytes_sent: row.size,
        state: next,
        updated_at: stamp(),
        ...(next === 'published' ? { published_at: stamp(), lease_until: null } : {}),
      });
    }
    const thumbnail =
      row.thumbnail_state === 'pending'
        ? await sendThumbnail(deps, row, token, youtubeVideoId)
        : row.thumbnail_state;
    await deps.publications.update(row.id, {
      state: 'published',
      thumbnail_state: thumbnail === 'missing' ? 'refused' : thumbnail,
      // The video is up either way; a thumbnail not set is said, with why, not hidden.
      error_code: (thumbnail && thumbnailErrors[thumbnail]) ?? null,
      published_at: row.published_at ?? stamp(),
      lease_until: null,
      updated_at: stamp(),
    });
    deps.log.info({ publication: row.id, youtubeVideoId }, 'published to youtube');
  } catch (error) {
    if (!(error instanceof YoutubeError)) throw error;
    await stopOrWait(deps, row, error, refresh?.sealed);
  }
}

async function stopOrWait(
  deps: PublishingDeps,
  row: PublicationRow,
  error: YoutubeError,
  sealed: string | undefined,
): Promise<void> {
  const at = deps.now();
  deps.log.warn(
    { publication: row.id, failure: error.failure, why: error.message },
    'youtube upload stopped',
  );
  if (error.failure === 'revoked' && sealed !== undefined)
    await deps.consents.remove(row.client_id, sealed);
  if (error.failure === 'session_gone') {
    // The session expired (about a week) or is unknown: start a new one from the first byte.
    await deps.publications.update(row.id, {
      upload_url: null,
      bytes_sent: 0,
      lease_until: null,
      updated_at: at.toISOString(),
    });
    return;
  }
  const code = stopCodes[error.failure];
  if (!code) {
    // A cut or YouTube's 5xx: leave it as it stands and let any instance try again later; on
    // shutdown, any other instance may take it at once.
    await deps.publications.update(row.id, {
      lease_until: deps.stopping() ? null : after(at, retryAfterMs),
      updated_at: at.toISOString(),
    });
    return;
  }
  await deps.publications.update(row.id, {
    state: 'failed',
    error_code: code,
    lease_until: null,
    updated_at: at.toISOString(),
  });
}
