import { z } from 'zod/mini';
import { ownershipLimits as L } from '../../limits.js';
import { isMonth } from '../../ownership.js';
import { nonEmpty, plainText, required } from '../fields.js';

/** A month, `YYYY-MM` (UTC). */
export const MonthText = required(z.string('Expected a month (YYYY-MM).')).check(
  z.refine(isMonth, 'Expected a month (YYYY-MM).'),
);

/** A calendar day, `YYYY-MM-DD`. */
const DayText = z.pipe(
  required(z.string('Expected a date (YYYY-MM-DD).')).check(z.trim()).check(nonEmpty()),
  z.iso.date('Expected a date (YYYY-MM-DD).'),
);

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;

/**
 * The YouTube video id of an https link to one video (youtube.com/watch?v=…, /shorts/…, /live/…,
 * /embed/…, or youtu.be/…), or null for anything else: other schemes, other hosts, channels,
 * playlists.
 */
export function youtubeVideoId(link: string): string | null {
  // Parsed by hand: common/ runs without the DOM's or Node's URL.
  const match = /^https:\/\/([^/?#]+)(\/[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/i.exec(link.trim());
  if (!match) return null;
  const host = (match[1] ?? '').toLowerCase();
  // Userinfo and ports are refused: `https://youtube.com@evil.example/` is not YouTube.
  if (/[@:]/.test(host)) return null;
  const segments = (match[2] ?? '').split('/');
  const query = match[3] ?? '';
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[1];
  else if (youtubeHosts.has(host)) {
    const [, first, second] = segments;
    if (first === 'watch' && segments.length === 2)
      id = query
        .split('&')
        .find((pair) => pair.startsWith('v='))
        ?.slice(2);
    else if (first === 'shorts' || first === 'live' || first === 'embed') id = second;
  }
  return id && videoIdPattern.test(id) ? id : null;
}

/**
 * What is wrong with a link that is not one YouTube video, in words the partner can act on; null
 * when it is one.
 */
export function videoLinkProblem(link: string): string | null {
  if (youtubeVideoId(link) !== null) return null;
  const match = /^https:\/\/([^/?#]+)(\/[^?#]*)?(?:\?([^#]*))?/i.exec(link.trim());
  if (!match) return 'Start the link with https:// (copy it from YouTube’s Share button).';
  const host = (match[1] ?? '').toLowerCase();
  if (host !== 'youtu.be' && !youtubeHosts.has(host))
    return `This links to ${host}, not to YouTube.`;
  const segments = (match[2] ?? '').split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (segments[0] === 'watch')
    id = (match[3] ?? '')
      .split('&')
      .find((pair) => pair.startsWith('v='))
      ?.slice(2);
  else if (['shorts', 'live', 'embed'].includes(segments[0] ?? '')) id = segments[1];
  if (!id)
    return 'Link to one video (youtube.com/watch?v=…, youtu.be/… or /shorts/…), not a channel or playlist.';
  if (id.length !== 11)
    return `A YouTube video id has 11 characters; “${id.slice(0, 24)}” has ${id.length}.`;
  if (!videoIdPattern.test(id)) return 'A YouTube video id has only letters, digits, - and _.';
  return 'Enter an https YouTube video link (youtube.com/watch?v=…, youtu.be/… or /shorts/…).';
}

/** The one address stored and shown for a YouTube video, whatever form of link was sent. */
export function canonicalVideoUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** One promotion video of a Booster form: its https YouTube link and the day it was published. */
export const PromotionVideo = z.object({
  url: required(z.string('Expected text.'))
    .check(z.trim())
    .check(nonEmpty({ abort: true }))
    .check(
      z.maxLength(L.videoUrlMax, { message: `At most ${L.videoUrlMax} characters.`, abort: true }),
    )
    .check(
      z.superRefine((v, ctx) => {
        const problem = videoLinkProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  publishedOn: DayText,
});
export type PromotionVideo = z.infer<typeof PromotionVideo>;

/**
 * Body of POST /api/games/:gameId/boosts, the Ownership Booster form: 1 to 10 promotion videos,
 * each video once, and an optional note for the reviewer.
 */
export const BoostForm = z
  .object({
    videos: required(z.array(PromotionVideo, 'Expected a list of videos.'))
      .check(z.minLength(1, 'Add at least one video link.'))
      .check(z.maxLength(L.linksPerBoostMax, `At most ${L.linksPerBoostMax} links at a time.`)),
    note: z._default(
      z
        .string('Expected text.')
        .check(z.trim())
        .check(z.maxLength(L.boostNoteMax, `At most ${L.boostNoteMax} characters.`))
        .check(
          z.refine(
            (v) => !/\p{Cc}/u.test(v.replace(/[\n\r\t]/g, '')),
            'Control characters are not allowed.',
          ),
        ),
      '',
    ),
  })
  .check(
    z.superRefine((form, ctx) => {
      const seen = new Set<string>();
      form.videos.forEach((video, index) => {
        const id = youtubeVideoId(video.url);
        if (!id) return;
        if (seen.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['videos', index, 'url'],
            message: 'This video is already in the form; each video counts once.',
          });
        seen.add(id);
      });
    }),
  );
export type BoostForm = z.infer<typeof BoostForm>;

/** Path of the routes about one game. */
export const GameParams = z.object({
  gameId: required(plainText('Expected a game id.')).check(z.maxLength(64, 'Unknown game.')),
});
export type GameParams = z.infer<typeof GameParams>;
