import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { publishingRoutes, type PublishForm } from '../../common/api/publishing.js';
import { accessRules } from '../access/access.js';
import type { Clock } from '../clock.js';
import { buildPublishing } from '../features/publishing/publishing.wiring.js';
import { publishStateCookie } from '../features/publishing/publishing.routes.js';
import { chooseStorage } from '../integrations/storage/choose-storage.js';
import type { YoutubePublisher } from '../integrations/youtube/youtube-publisher.js';
import { callRoute } from './call-route.js';
import { startFakeYoutube, type FakeYoutube } from './fake-youtube.js';
import type { TestUser } from './factories.js';
import { insertOrder, insertOrderFile, orderPeople } from './orders.js';
import type { TestApp } from './test-app.js';
import { useTestApp } from './use-test-app.js';

// The set-up of the publishing tests: an accepted edit with its delivered video (and a delivered
// thumbnail) whose bytes are in storage, the Partner's consent through the fake Google, and
// instances of the upload job that share the app's database and storage.

const silent = { info: () => {}, warn: () => {} };

/** Bytes per YouTube upload request in the publishing tests: the smallest YouTube takes. */
export const publishChunk = 262_144;

/**
 * The life cycle of a publishing test file: a fake Google and YouTube for the file (`google` is
 * its OAuth client), put back to answering everything before each test; a test app that talks
 * to it, sends uploads in `publishChunk` requests and leaves the job to the test; and a clock
 * that starts each test at noon on 7 December 2026 and moves only when the test moves it.
 */
export function usePublishingApp(google: { clientId: string; clientSecret: string }) {
  const start = new Date('2026-12-07T12:00:00.000Z');
  let fake: FakeYoutube | undefined;
  let at = start;
  beforeAll(async () => {
    fake = await startFakeYoutube(google);
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    at = start;
    Object.assign(fake!.modes, {
      quotaExceeded: false,
      thumbnailRefused: false,
      maxBytes: Number.POSITIVE_INFINITY,
      cutAt: undefined,
      quotaUnits: Number.POSITIVE_INFINITY,
    });
  });
  const clock = {
    now: (): Date => at,
    advance(ms: number) {
      at = new Date(at.getTime() + ms);
    },
  };
  const app = useTestApp(
    () => ({
      env: fake!.env({
        YOUTUBE_UPLOAD_CHUNK_BYTES: String(publishChunk),
        YOUTUBE_UPLOAD_JOB: 'off',
      }),
      now: clock.now,
    }),
    'test',
  );
  return { app, fake: () => fake!, clock };
}

/** Stores `bytes` as a delivered file of `order` (layer 2). */
async function storedDelivery(
  t: TestApp,
  order: Parameters<typeof insertOrderFile>[1],
  bytes: Buffer,
  mime: string,
): Promise<string> {
  const id = await insertOrderFile(t, order, { mime });
  await chooseStorage(t.config).writeWhole(id, Readable.from([bytes]), {
    check: async () => {},
    maxBytes: bytes.length + 1,
  });
  await t.db.updateTable('drive_files').set({ size: bytes.length }).where('id', '=', id).execute();
  return id;
}

/** An accepted edit with `size` random bytes delivered, and a delivered thumbnail of the same video. */
export async function acceptedDelivery(t: TestApp, size: number, at: string) {
  const people = await orderPeople(t);
  const delivered = { createdAt: at, status: 'fulfilled' as const, closed_at: at };
  const edit = await insertOrder(
    t,
    { client: people.partner, staff: people.editor },
    {
      ...delivered,
      accepted_at: at,
      accepted_by: 'partner',
    },
  );
  const thumbOrder = await insertOrder(
    t,
    { client: people.partner, staff: people.artist },
    {
      ...delivered,
      type: 'Thumbnail',
      video_request_id: edit.video_request_id,
      folder_id: edit.folder_id,
    },
  );
  const video = randomBytes(size);
  const image = randomBytes(2000);
  const videoFileId = await storedDelivery(t, edit, video, 'video/mp4');
  const thumbnailFileId = await storedDelivery(t, thumbOrder, image, 'image/png');
  return { ...people, edit, thumbOrder, video, image, videoFileId, thumbnailFileId };
}

/** The Partner allows uploads on the fake Google's consent page; answers where the browser lands. */
export async function giveConsent(t: TestApp, fake: FakeYoutube, who: TestUser): Promise<URL> {
  const start = await callRoute(t, publishingRoutes.startConsent, who, {});
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const url = new URL(start.body.url, 'http://localhost:3000');
  const cookie = start.raw.cookies.find((c) => c.name === publishStateCookie)?.value ?? '';
  return followConsentCallback(t, fake.approve(url), cookie);
}

/** GET the consent callback as the browser does after Google's page; answers where it lands. */
export async function followConsentCallback(
  t: TestApp,
  query: URLSearchParams,
  stateCookie: string,
): Promise<URL> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/youtube/consent/callback?${query.toString()}`,
    cookies: { [publishStateCookie]: stateCookie },
  });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(String(res.headers.location), 'http://localhost:3000');
}

/** A publish form with `over` applied. */
export const aPublishForm = (over: Partial<PublishForm> = {}): PublishForm => ({
  title: 'Speedrun highlights',
  description: 'The best bits of the run.',
  tags: ['speedrun', 'games'],
  categoryId: '20',
  madeForKids: false,
  visibility: 'unlisted',
  publishAt: null,
  thumbnailFileId: null,
  ...over,
});

/**
 * One instance of the upload job on the app's database and storage, as another server process
 * would run it; `publisher` stands in for one whose process dies mid-upload.
 */
export function uploadInstance(t: TestApp, now: Clock, publisher?: YoutubePublisher) {
  return buildPublishing({
    db: t.db,
    config: t.config,
    access: accessRules(t.db),
    storage: chooseStorage(t.config),
    log: silent,
    now,
    ...(publisher ? { overrides: { publisher } } : {}),
  });
}
