import type { FastifyInstance } from 'fastify';
import { youtubeCallbackPath, youtubeRoutes } from '../../../common/api/youtube.js';
import { eligibilityLimits } from '../../../common/limits.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';
import { channelStepOf } from '../accounts/accounts.public.js';

/** Cookie that binds a check's `state` to the browser that started it. */
export const oauthStateCookie = 'crewcast_oauth_state';

/** The eligibility routes: start the check, Google's callback, the sandbox, the re-check. */
export function register(app: FastifyInstance, services: Services): void {
  const { youtube: service, jwtKey, secureCookies } = services;

  app.contract(youtubeRoutes.start, async ({ request, reply }) => {
    const uid = await channelStepOf(request, jwtKey);
    if (!uid) throw new AppError('channel_step_expired');
    const { url, state } = await service.start(uid);
    // Lax, not Strict: it must come along when Google's page sends the browser back here.
    void reply.setCookie(oauthStateCookie, state, {
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'lax',
      path: youtubeCallbackPath,
      maxAge: eligibilityLimits.consentMinutes * 60,
    });
    return { url };
  });

  // Google redirects the browser here with ?state&code (or ?state&error); it answers a redirect.
  app.get(youtubeCallbackPath, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const location = await service.callback(query, request.cookies[oauthStateCookie]);
    void reply.clearCookie(oauthStateCookie, { path: youtubeCallbackPath });
    void reply.header('cache-control', 'no-store');
    return reply.redirect(location, 303);
  });

  app.contract(youtubeRoutes.sandboxConsent, ({ body }) => service.sandboxConsent(body));

  app.contract(youtubeRoutes.recheck, ({ body, principal }) => service.recheck(principal, body));
}
