import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountRoutes } from '../../../common/api/accounts.js';
import { sessionLimits } from '../../../common/limits.js';
import type { Services } from '../../services.js';
import {
  ChannelStepPending,
  clearChannelStepCookie,
  setChannelStepCookie,
} from './channel-step.js';
import { deviceOf, forClient, isBrowser, refreshCookie } from './cookie-client.js';
import { registerProfileRoutes } from './profile.routes.js';

export { refreshCookie };

/** The account routes of docs/product.md §7 Auth: parse, call the service, reply. */
export async function register(app: FastifyInstance, services: Services): Promise<void> {
  const { accounts: service, jwtKey, secureCookies } = services;

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(refreshCookie, token, {
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'strict',
      path: '/api/auth',
      maxAge: sessionLimits.refreshTokenDays * 86_400,
    });
  const cookieToken = (request: FastifyRequest) => request.cookies[refreshCookie];
  const clientOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });

  app.contract(accountRoutes.signup, ({ body, request }) => service.signup(body, request.ip));

  app.contract(accountRoutes.login, async ({ body, request, reply }) => {
    // Named before the password is checked: the sign-in records it, and a browser that signed in
    // here before gets past the account's ceiling of wrong passwords.
    const device = deviceOf(request, reply, secureCookies);
    try {
      const session = await service.login(body, { ...clientOf(request), device });
      if (session.refreshToken) setRefreshCookie(reply, session.refreshToken);
      return forClient(session, isBrowser(request));
    } catch (error) {
      // The password was right but the channel is not verified yet: this browser may do it now.
      if (error instanceof ChannelStepPending)
        await setChannelStepCookie(reply, jwtKey, error.uid, secureCookies);
      throw error;
    }
  });

  app.contract(accountRoutes.bypassLogin, async ({ body, principal, request, reply }) => {
    const device = deviceOf(request, reply, secureCookies);
    const session = await service.bypassLogin(principal, body, { ...clientOf(request), device });
    if (session.refreshToken) setRefreshCookie(reply, session.refreshToken);
    return forClient(session, isBrowser(request));
  });

  app.contract(accountRoutes.token, async ({ body, request, reply }) => {
    const viaCookie = body.token === undefined;
    const device = viaCookie ? deviceOf(request, reply, secureCookies) : undefined;
    const tokens = await service.refresh(body.token ?? cookieToken(request), { viaCookie, device });
    setRefreshCookie(reply, tokens.refreshToken);
    // A token that came in the cookie goes back only in the cookie.
    return forClient(tokens, viaCookie || isBrowser(request));
  });

  app.contract(accountRoutes.logout, async ({ query, request, reply }) => {
    await service.logout(query.token ?? cookieToken(request));
    reply.clearCookie(refreshCookie, { path: '/api/auth' });
    return { ok: true as const };
  });

  app.contract(accountRoutes.resendVerification, async ({ body, request }) => {
    await service.resendVerification(body, request.ip);
    return { ok: true as const };
  });

  app.contract(accountRoutes.verifyHash, async ({ body, request, reply }) => {
    const outcome = await service.verifyHash(body, request.ip);
    if (outcome.next === 'youtube')
      await setChannelStepCookie(reply, jwtKey, outcome.uid, secureCookies);
    if (outcome.channelDone) clearChannelStepCookie(reply);
    return {
      ok: true as const,
      accountType: outcome.accountType,
      ...(outcome.next ? { next: outcome.next } : {}),
    };
  });

  app.contract(accountRoutes.me, ({ principal }) => service.me(principal));

  app.contract(accountRoutes.setPlan, async ({ body, principal }) => {
    await service.setPlan(principal, body);
    return { ok: true as const };
  });

  app.contract(accountRoutes.forgotPassword, async ({ body, request }) => {
    await service.forgotPassword(body, request.ip);
    return { ok: true as const };
  });

  app.contract(accountRoutes.resetPassword, async ({ body, request, reply }) => {
    await service.resetPassword(body, request.ip);
    // Every session ended, this browser's too.
    reply.clearCookie(refreshCookie, { path: '/api/auth' });
    return { ok: true as const };
  });

  app.contract(accountRoutes.changePassword, async ({ body, principal, request }) => {
    await service.changePassword(principal, body, cookieToken(request));
    return { ok: true as const };
  });

  app.contract(accountRoutes.signIns, ({ principal, request }) =>
    service.signInHistory(principal, cookieToken(request)),
  );

  app.contract(accountRoutes.endOtherSessions, ({ principal, query, request }) =>
    service.endOtherSessions(principal, query.token ?? cookieToken(request)),
  );

  app.contract(accountRoutes.endSession, async ({ principal, params, request }) => {
    await service.endSession(principal, params.id, cookieToken(request));
    return { ok: true as const };
  });

  await registerProfileRoutes(app, services);
}
