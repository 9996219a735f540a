import type { Readable } from 'node:stream';
import { YoutubeError, type VideoMetadata } from '../../integrations/youtube/youtube-publisher.js';
import { StoredBytesMissing } from '../../integrations/storage/file-storage.js';
import { after, type PublishingDeps } from './publishing-deps.js';
import type { PublicationRow } from './publications.repository.js';

// One instance's work on one claimed publication: open the resumable session (or find where an
// earlier one stands), send the bytes from storage chunk by chunk, then set the thumbnail.

/** Tries in a row that may fail on a cut connection before the lease is let go for later. */
const cutsPerRun = 3;

/** A range of a stored file; a file whose bytes are gone stops the upload instead of looping. */
async function readStored(
  deps: PublishingDeps,
  name: string,
  range?: { start: number; end: number },
) {
  try {
    return await collect(await deps.storage.read(name, range));
  } catch (error) {
    if (error instanceof StoredBytesMissing)
      throw new YoutubeError('refused', `the stored bytes of '${name}' are missing`);
    throw error;
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

function metadataOf(row: PublicationRow): VideoMetadata {
  const { visibility } = row;
  const scheduled = visibility === 'scheduled';
  return {
    title: row.title,
    description: row.description,
    tags: JSON.parse(row.tags) as string[],
    categoryId: row.category_id,
    madeForKids: row.made_for_kids === 1,
    // YouTube schedules a private video with publishAt: it turns public at that time.
    privacyStatus: visibility === 'scheduled' ? 'private' : visibility,
    publishAt: scheduled ? (row.publish_at ?? undefined) : undefined,
  };
}

/** Sends the video; answers YouTube's video id. Saves the session and each confirmed offset. */
export async function sendVideo(
  deps: PublishingDeps,
  row: PublicationRow,
  token: string,
): Promise<string> {
  const publisher = deps.publisher!;
  const file = await deps.sources.storedFile(row.video_file_id);
  if (!file) throw new YoutubeError('refused', 'the delivered file is gone');
  const touch = async (fields: {
    bytes_sent?: number;
    upload_url?: string;
    state?: 'uploading';
  }) => {
    const at = deps.now();
    await deps.publications.update(row.id, {
      ...fields,
      lease_until: after(at, deps.leaseMs),
      updated_at: at.toISOString(),
    });
  };
  let url = row.upload_url;
  if (!url) {
    url = await publisher.startUpload(token, {
      metadata: metadataOf(row),
      size: row.size,
      mime: file.mime,
    });
    await touch({ upload_url: url, bytes_sent: 0, state: 'uploading' });
  }
  const sessionUrl = url;
  // Where YouTube stands decides, not what this row last heard: a cut may have lost an answer.
  let at = await publisher.uploadStatus(token, sessionUrl, row.size);
  let cuts = 0;
  while (!at.done) {
    // A deploy: stop between chunks and leave the rest to whichever instance takes it next.
    if (deps.stopping()) throw new YoutubeError('transient', 'this instance is stopping');
    await touch({ bytes_sent: at.offset, state: 'uploading' });
    const end = Math.min(at.offset + deps.chunkBytes, row.size) - 1;
    const bytes = await readStored(deps, file.storedName, { start: at.offset, end });
    try {
      at = await publisher.sendChunk(token, sessionUrl, {
        start: at.offset,
        size: row.size,
        bytes,
      });
      cuts = 0;
    } catch (error) {
      if (!(error instanceof YoutubeError) || error.failure !== 'transient') throw error;
      cuts += 1;
      if (cuts >= cutsPerRun) throw error;
      deps.log.warn({ publication: row.id, why: error.message }, 'youtube upload cut; resuming');
      at = await publisher.uploadStatus(token, sessionUrl, row.size);
    }
  }
  return at.youtubeVideoId;
}

/**
 * Sets the thumbnail from the artist's delivery: `set`, `refused` by YouTube, or `missing` when
 * its file is gone from storage (the video is up either way; trying again would not bring it).
 */
export async function sendThumbnail(
  deps: PublishingDeps,
  row: PublicationRow,
  token: string,
  youtubeVideoId: string,
): Promise<'set' | 'refused' | 'missing'> {
  const file = row.thumbnail_file_id
    ? await deps.sources.storedFile(row.thumbnail_file_id)
    : undefined;
  if (!file) return 'missing';
  let bytes: Buffer;
  try {
    bytes = await collect(await deps.storage.read(file.storedName));
  } catch (error) {
    if (!(error instanceof StoredBytesMissing)) throw error;
    deps.log.warn({ publication: row.id }, 'the thumbnail to publish is gone from storage');
    return 'missing';
  }
  try {
    await deps.publisher!.setThumbnail(token, youtubeVideoId, { mime: file.mime, bytes });
    return 'set';
  } catch (error) {
    if (error instanceof YoutubeError && error.failure === 'thumbnail_refused') {
      deps.log.warn({ publication: row.id, why: error.message }, 'youtube refused the thumbnail');
      return 'refused';
    }
    throw error;
  }
}
