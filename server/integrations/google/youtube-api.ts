import { z } from 'zod';
import { GoogleApiError, type ChannelFacts } from './google-client.js';

// The parts of YouTube's channelListResponse the check reads. Counts are strings in the API
// (64-bit numbers); `items` is missing when the list is empty.
const ChannelListResponse = z.object({
  kind: z.literal('youtube#channelListResponse'),
  items: z
    .array(
      z.object({
        id: z.string().min(1),
        snippet: z.object({ title: z.string() }).partial().optional(),
        statistics: z
          .object({
            subscriberCount: z.string().regex(/^[0-9]+$/),
            hiddenSubscriberCount: z.boolean(),
          })
          .partial()
          .optional(),
      }),
    )
    .optional(),
});

/** Channel facts from a channels.list answer; a hidden or missing count reads as null. */
export function channelsFromResponse(json: unknown): ChannelFacts[] {
  const parsed = ChannelListResponse.safeParse(json);
  if (!parsed.success) throw new GoogleApiError('YouTube answered an unexpected channel list');
  return (parsed.data.items ?? []).map((item) => {
    const stats = item.statistics;
    const count = stats?.hiddenSubscriberCount === true ? undefined : stats?.subscriberCount;
    return {
      id: item.id,
      title: item.snippet?.title ?? null,
      subscriberCount: count === undefined ? null : Number(count),
    };
  });
}

/** GETs a YouTube Data API URL and reads its channel list; non-2xx answers throw. */
export async function fetchChannels(
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<ChannelFacts[]> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new GoogleApiError(`YouTube did not answer: ${String(cause)}`);
  }
  const text = await response.text();
  if (!response.ok) {
    // Google's error body: { error: { code, message, errors: [{ reason }] } }.
    throw new GoogleApiError(`YouTube answered ${response.status}: ${text.slice(0, 300)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GoogleApiError('YouTube answered something that is not JSON');
  }
  return channelsFromResponse(json);
}
