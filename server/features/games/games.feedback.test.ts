import { gameRoutes } from '../../../common/api/games.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import {
  boost,
  decideAll,
  gamesApp,
  gamesCast,
  partnerWith,
  snapshot,
  video,
  ytId,
} from '../../test/games.js';
import { callRoute, wrong } from '../../test/call-route.js';

// What partners are told of the review, and what reviewers see of each video.

let t: TestApp;
let server: Server | undefined;
afterEach(async () => {
  await t.close();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function setUp(env?: Record<string, string>) {
  ({ t } = await gamesApp('2026-11-20T12:00:00.000Z', env));
  const cast = await gamesCast(t);
  await partnerWith(t, cast.partner, 'astral');
  return cast;
}

const systemMessages = (who: TestUser) =>
  t.db
    .selectFrom('chat_messages')
    .select(['body', 'link'])
    .where('type', '=', 'System')
    .where('to_id', '=', who.uid)
    .orderBy('created_at')
    .execute();

const decide = (admin: TestUser, id: string, body: unknown) =>
  callRoute(t, gameRoutes.decide, admin, { params: { videoId: id }, body: wrong(body) });

describe('rejecting a promotion video', () => {
  it('refuses a rejection without a reason, an over-long one or one that is not text', async () => {
    const cast = await setUp();
    const sent = await boost(t, cast.partner, 'astral', [video(1)]);
    const id = sent.videos[0]!.id;
    const before = await snapshot(t);
    for (const body of [
      { status: 'rejected' },
      { status: 'rejected', reason: '   ' },
      { status: 'rejected', reason: 'x'.repeat(301) },
      { status: 'rejected', reason: 42 },
      { status: 'rejected', reason: 'bad\u0000byte' },
    ]) {
      const res = await decide(cast.admin, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error!.fieldErrors).toHaveProperty('reason');
    }
    expect(await snapshot(t)).toBe(before);
    expect(await systemMessages(cast.partner)).toEqual([]);
    expect(t.sent).toEqual([]);
  });

  it('tells the partner why, in chat and by e-mail, with the share they now stand to get', async () => {
    const cast = await setUp();
    const sent = await boost(t, cast.partner, 'astral', [video(1), video(2)]);
    const [first, second] = sent.videos.map((v) => v.id);
    await decideAll(t, cast.admin, [first!]);
    t.sent.length = 0;
    const res = await decide(cast.admin, second!, {
      status: 'rejected',
      reason: '  The game is not shown on screen.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'rejected',
      reason: 'The game is not shown on screen.',
    });

    const page = (await callRoute(t, gameRoutes.mine, cast.partner)).body;
    const rejected = page.games[0]!.videos.find((v: { id: string }) => v.id === second);
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'The game is not shown on screen.',
    });

    const messages = await systemMessages(cast.partner);
    expect(messages).toHaveLength(2);
    const last = messages[1]!;
    expect(last.link).toBe('/dashboard/games');
    expect(last.body).toContain('was rejected');
    expect(last.body).toContain(`watch?v=${ytId(2)}`);
    expect(last.body).toContain('Reason: The game is not shown on screen.');
    // One approved video: 1% + 19% x 1/8 = 3.375%, rounded to 3.38% of the pool, 0.676% of profits.
    expect(last.body).toContain(
      "December 2026 would start at 3.38% of the pool (0.676% of the game's profits)",
    );
    // A decision is told in chat; the e-mail waits for the close, which lists every decision.
    expect(t.sent).toHaveLength(0);
  });

  it('does not show an earlier reason once the video is approved after all', async () => {
    const cast = await setUp();
    const sent = await boost(t, cast.partner, 'astral', [video(1)]);
    const id = sent.videos[0]!.id;
    await decideAll(t, cast.admin, [id], 'rejected');
    const res = await decide(cast.admin, id, { status: 'approved', reason: 'ignored' });
    expect(res.body).toMatchObject({ status: 'approved', reason: null });
    const page = (await callRoute(t, gameRoutes.mine, cast.partner)).body;
    expect(page.games[0]!.videos[0]).toMatchObject({ status: 'approved', reason: null });
    const messages = await systemMessages(cast.partner);
    expect(messages.at(-1)!.body).toContain('was approved');
  });
});

describe('closing the month', () => {
  it('tells each partner their confirmed share once, and a second close tells nobody', async () => {
    const cast = await setUp();
    await partnerWith(t, cast.affiliate, 'bar-rumble');
    await partnerWith(t, cast.premium, 'astral');
    await partnerWith(t, cast.premium, 'bar-rumble');
    const sent = await boost(t, cast.partner, 'astral', [video(1), video(2), video(3)]);
    await decideAll(
      t,
      cast.admin,
      sent.videos.slice(0, 2).map((v) => v.id),
    );
    const rejected = await decide(cast.admin, sent.videos[2]!.id, {
      status: 'rejected',
      reason: 'Too short.',
    });
    expect(rejected.status).toBe(200);
    expect(t.sent).toHaveLength(0);
    const res = await callRoute(t, gameRoutes.close, cast.admin, { params: { month: '2026-11' } });
    expect(res.status).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'subject_id'])
      .where('action', '=', 'games.month_closed')
      .execute();
    expect(audit).toEqual([{ actor_id: cast.admin.uid, subject_id: '2026-11' }]);
    const [notice] = (await systemMessages(cast.partner)).slice(-1);
    // Two approved videos: 1% + 19% x 2/8 = 5.75% of the pool.
    expect(notice!.body).toContain('November 2026 is reviewed and closed (2 approved videos');
    expect(notice!.body).toContain(
      "starts December 2026 at 5.75% of the pool (1.15% of the game's profits)",
    );
    expect(notice!.body).toContain('falls evenly to 1% of the pool');
    const affiliate = await systemMessages(cast.affiliate);
    expect(affiliate.at(-1)!.body).toContain('(0 approved videos of yours for Bar Rumble)');
    // One e-mail per partner for the close, with every decision and every game of theirs.
    expect(t.sent.map((m) => m.to).sort()).toEqual(
      [cast.affiliate.email, cast.partner.email, cast.premium.email].sort(),
    );
    const mail = t.sent.find((m) => m.to === cast.partner.email)!;
    expect(mail.subject).toBe('November 2026 reviewed: your game shares for December 2026');
    expect(mail.text).toContain(`- Approved: https://www.youtube.com/watch?v=${ytId(1)}`);
    expect(mail.text).toContain(`- Approved: https://www.youtube.com/watch?v=${ytId(2)}`);
    expect(mail.text).toContain(
      `- Rejected: https://www.youtube.com/watch?v=${ytId(3)} (Reason: Too short.)`,
    );
    expect(mail.text).toContain('Your share of Astral starts December 2026 at 5.75% of the pool');
    const premium = t.sent.find((m) => m.to === cast.premium.email)!.text;
    expect(premium).toContain('No promotion videos of yours for Astral this month.');
    expect(premium).toContain('No promotion videos of yours for Bar Rumble this month.');

    const again = await callRoute(t, gameRoutes.close, cast.admin, {
      params: { month: '2026-11' },
    });
    expect(again.body.alreadyClosed).toBe(true);
    expect(t.sent).toHaveLength(3);
    expect(await systemMessages(cast.partner)).toHaveLength(4);
  });
});

describe("the review's video facts", () => {
  it('shows made-up facts marked as the sandbox without an API key', async () => {
    const cast = await setUp();
    await boost(t, cast.partner, 'astral', [video(1)]);
    const review = (await callRoute(t, gameRoutes.review, cast.admin)).body;
    expect(review.videoFacts).toBe('sandbox');
    const [v] = review.games[0]!.submissions[0]!.videos;
    expect(v!.facts).toMatchObject({
      title: `Sandbox video ${ytId(1)}`,
      channel: 'Sandbox channel (not YouTube)',
      thumbnailUrl: null,
    });
  });

  it("reads YouTube's videos.list with the API key, and shows bare links when it fails", async () => {
    const asked: URL[] = [];
    let fail = false;
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      asked.push(url);
      if (fail) {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 403, message: 'quotaExceeded' } }));
        return;
      }
      const items = (url.searchParams.get('id') ?? '')
        .split(',')
        .filter((id) => id !== ytId(2))
        .map((id) => ({
          kind: 'youtube#video',
          id,
          snippet: {
            title: `Speedrun ${id}`,
            channelTitle: 'Pat Plays',
            thumbnails: {
              medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg` },
              default: { url: `https://evil.example/${id}.jpg` },
            },
          },
          statistics: { viewCount: '12345' },
        }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ kind: 'youtube#videoListResponse', items }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const cast = await setUp({
      YOUTUBE_API_KEY: 'test-key',
      YOUTUBE_API_URL: `http://127.0.0.1:${port}/youtube/v3`,
    });
    await boost(t, cast.partner, 'astral', [video(1), video(2)]);

    const review = (await callRoute(t, gameRoutes.review, cast.admin)).body;
    expect(review.videoFacts).toBe('youtube');
    expect(asked[0]!.pathname).toBe('/youtube/v3/videos');
    expect(asked[0]!.searchParams.get('key')).toBe('test-key');
    expect(asked[0]!.searchParams.get('part')).toBe('snippet,statistics');
    const [known, unknown] = review.games[0]!.submissions[0]!.videos;
    expect(known!.facts).toEqual({
      title: `Speedrun ${ytId(1)}`,
      channel: 'Pat Plays',
      views: 12345,
      thumbnailUrl: `https://i.ytimg.com/vi/${ytId(1)}/mqdefault.jpg`,
    });
    // A video YouTube does not list (deleted, private) has no facts.
    expect(unknown!.facts).toBeNull();

    fail = true;
    const bare = await callRoute(t, gameRoutes.review, cast.admin);
    expect(bare.status).toBe(200);
    expect(
      bare.body.games[0]!.submissions[0]!.videos.map((v: { facts: unknown }) => v.facts),
    ).toEqual([null, null]);
  });
});
