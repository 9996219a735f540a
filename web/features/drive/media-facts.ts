import { queryOptions } from '@tanstack/react-query';
import { mediaRoutes } from '../../../common/api/media';
import { callApi } from '../../lib/api-client';

// A module of its own: the media facts' schemas load only with the pages that show posters, not
// with every page that reads the drive's API.

/**
 * The key of every file's media facts (poster, frame rate), which a delivered version or a
 * review event makes stale.
 */
export const mediaFactsKey = ['media-facts'] as const;

/** Posters and frame rates of files; files without facts are simply left out. */
export const mediaFactsQuery = (fileIds: readonly string[]) =>
  queryOptions({
    queryKey: [...mediaFactsKey, [...fileIds].sort()],
    queryFn: ({ signal }) =>
      callApi(mediaRoutes.mediaFacts, { body: { fileIds: [...fileIds] }, signal }),
    enabled: fileIds.length > 0,
    // Image URLs stay the same within the hour they are signed for.
    staleTime: 10 * 60_000,
  });
