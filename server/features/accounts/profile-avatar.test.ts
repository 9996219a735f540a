import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountRoutes, avatarMaxBytes, avatarUrlOf } from '../../../common/api/accounts.js';
import { callRoute, injectRaw, wrong } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp();

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const upload = (who: TestUser | null, bytes: Buffer, type = 'image/png') =>
  callRoute(app(), accountRoutes.uploadAvatar, null, {
    headers: { ...(who ? who.headers : {}), 'content-type': type },
    body: wrong(bytes),
  }).then((r) => r.raw);
const fetchImage = (url: string) => app().app.inject({ method: 'GET', url });
const avatarOf = async (who: TestUser) =>
  (await callRoute(app(), accountRoutes.me, who)).body.avatarUrl;

describe('the avatar', () => {
  it('stores a 256 px square WebP of an uploaded picture and serves it at the address Me gives', async () => {
    const user = await createUser(app());
    const res = await upload(user, await picture(800, 400));
    expect(res.statusCode).toBe(200);
    const url = res.json<{ avatarUrl: string }>().avatarUrl;
    expect(await avatarOf(user)).toBe(url);
    const image = await fetchImage(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('replaces the old picture: its address stops working', async () => {
    const user = await createUser(app());
    const first = (await upload(user, await picture(300, 300))).json<{ avatarUrl: string }>();
    const second = (await upload(user, await picture(400, 300))).json<{ avatarUrl: string }>();
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await fetchImage(first.avatarUrl)).statusCode).toBe(404);
    expect((await fetchImage(second.avatarUrl)).statusCode).toBe(200);
  });

  it('refuses bytes that are not an image whatever the declared type, and keeps the old picture', async () => {
    const user = await createUser(app());
    const kept = (await upload(user, await picture(300, 300))).json<{ avatarUrl: string }>();
    const text = await upload(user, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.statusCode).toBe(415);
    // A PNG signature followed by garbage passes the magic-byte check but not the decoder.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 1),
    ]);
    expect((await upload(user, fake)).statusCode).toBe(415);
    expect((await upload(user, await picture(50, 50), 'application/json')).statusCode).toBe(415);
    expect(await avatarOf(user)).toBe(kept.avatarUrl);
  });

  it('refuses a file over the size limit with 413', async () => {
    const user = await createUser(app());
    const res = await upload(user, Buffer.alloc(avatarMaxBytes + 1, 0xff));
    expect(res.statusCode).toBe(413);
    expect(await avatarOf(user)).toBeNull();
  });

  it('refuses an upload without a session, and a key that is not the current one', async () => {
    const [user, other] = [await createUser(app()), await createUser(app())];
    expect((await upload(null, await picture(50, 50))).statusCode).toBe(401);
    const mine = (await upload(user, await picture(50, 50))).json<{ avatarUrl: string }>();
    const key = mine.avatarUrl.split('/').pop() ?? '';
    // The key only opens the picture of the account it belongs to.
    expect((await fetchImage(avatarUrlOf(other.uid, key))).statusCode).toBe(404);
    const escape = await injectRaw(app(), 'a key that climbs out of the folder, unencoded', {
      method: 'GET',
      url: `/api/user/avatar/${user.uid}/../../etc`,
    });
    expect(escape.statusCode).toBe(404);
  });

  it('removes the picture', async () => {
    const user = await createUser(app());
    const { avatarUrl } = (await upload(user, await picture(60, 60))).json<{ avatarUrl: string }>();
    expect((await callRoute(app(), accountRoutes.removeAvatar, user)).status).toBe(200);
    expect(await avatarOf(user)).toBeNull();
    expect((await fetchImage(avatarUrl)).statusCode).toBe(404);
  });
});
