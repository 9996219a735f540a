import sharp from 'sharp';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { describe, expect, it, vi } from 'vitest';
import { avatarPicture } from '../../../common/api/accounts.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { checkAvatarDimensions, imageWork, imageWorkConcurrency } from './avatar-image.js';

const app = useTestApp();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
const upload = (who: TestUser, bytes: Buffer) =>
  callRoute(app(), accountRoutes.uploadAvatar, null, {
    headers: { ...who.headers, 'content-type': 'image/png' },
    body: wrong(bytes),
  }).then((r) => r.raw);

describe('picture bombs', () => {
  it('refuses a thin picture from its header with 422, before decoding it', async () => {
    const user = await createUser(app());
    for (const [width, height] of [
      [4000, 1],
      [1, 4000],
      [2000, 100],
    ] as const) {
      const bytes = await png(width, height);
      expect(bytes.length).toBeLessThan(1000);
      const started = process.hrtime.bigint();
      const res = await upload(user, bytes);
      // Decoding and scaling 4000×1 up to a square took seconds; reading a header takes none.
      expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'image_dimensions' } });
      expect(res.json<{ error: { message: string } }>().error.message).toContain(
        `${width}×${height}`,
      );
    }
  });

  it('takes a picture ten times as wide as high, and refuses one longer than the side limit', async () => {
    const user = await createUser(app());
    expect((await upload(user, await png(1000, 100))).statusCode).toBe(200);
    const long = await upload(user, await png(avatarPicture.maxSide + 1, 1100));
    expect(long.statusCode).toBe(422);
  });

  it('refuses more pixels than the limit whatever the shape', () => {
    expect(() => checkAvatarDimensions(5000, 5000)).not.toThrow();
    expect(() => checkAvatarDimensions(5001, 5000)).toThrow(
      expect.objectContaining({ code: 'image_dimensions' }),
    );
    expect(() => checkAvatarDimensions(0, 10)).toThrow(
      expect.objectContaining({ code: 'image_dimensions' }),
    );
  });

  it('decodes at most a few pictures at once per process; the next waits for a free slot', async () => {
    const user = await createUser(app());
    const bytes = await png(64, 64);
    const releases: Array<() => void> = [];
    const held = Array.from({ length: imageWorkConcurrency }, () =>
      imageWork(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    await vi.waitFor(() => expect(imageWork.activeCount).toBe(imageWorkConcurrency));
    const waiting = upload(user, bytes);
    await vi.waitFor(() => expect(imageWork.pendingCount).toBe(1));
    for (const release of releases) release();
    await Promise.all(held);
    expect((await waiting).statusCode).toBe(200);
  });
});
