import { describe, expect, it } from 'vitest';
import { publishConsentCallbackPath, publishingRoutes } from '../../../common/api/publishing.js';
import { callRoute } from '../../test/call-route.js';
import {
  acceptedDelivery,
  aPublishForm,
  followConsentCallback,
  uploadInstance,
} from '../../test/publishing.js';
import { publishStateCookie } from './publishing.routes.js';
import { useTestApp } from '../../test/use-test-app.js';

const now = () => new Date();
const app = useTestApp({ env: { YOUTUBE_UPLOAD_JOB: 'off' }, now });

describe('publishing without Google credentials', () => {
  it('consents and publishes to nothing, marked as the sandbox', async () => {
    const d = await acceptedDelivery(app(), 300_000, now().toISOString());
    const start = await callRoute(app(), publishingRoutes.startConsent, d.partner, {});
    const consentUrl = new URL(start.body.url, 'http://localhost:3000');
    // No consent page: the sandbox sends the browser straight back to the callback.
    expect(consentUrl.pathname).toBe(publishConsentCallbackPath);
    const cookie = start.raw.cookies.find((c) => c.name === publishStateCookie)!.value;
    const landed = await followConsentCallback(app(), consentUrl.searchParams, cookie);
    expect(landed.searchParams.get('youtube')).toBe('connected');

    const queued = await callRoute(app(), publishingRoutes.publish, d.partner, {
      params: { requestId: d.edit.id },
      body: aPublishForm({ thumbnailFileId: d.thumbnailFileId }),
    });
    expect(queued.body.sandbox).toBe(true);
    await uploadInstance(app(), now).run();
    const read = await callRoute(app(), publishingRoutes.orderPublishing, d.partner, {
      params: { requestId: d.edit.id },
    });
    expect(read.body.consent.sandbox).toBe(true);
    expect(read.body.publications[0]).toMatchObject({
      state: 'published',
      bytesSent: 300_000,
      sandbox: true,
      videoUrl: null,
      youtubeVideoId: expect.stringMatching(/^sandbox-/),
    });
  });
});
