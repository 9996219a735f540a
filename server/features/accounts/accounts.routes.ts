import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountRoutes } from '../../../common/api/accounts.js';
import { sessionLimits } from '../../../common/limits.js';
import { mountContract } from '../../http/contract-route.js';
import type { AccountsService } from './accounts.service.js';
import {
  ChannelStepPending,
  clearChannelStepCookie,
  setChannelStepCookie,
} from './channel-step.js';

/** Name of the HttpOnly cookie that carries the refresh token. */
export const refreshCookie = 'crewcast_refresh';

/** The account routes of SPEC §7 Auth: parse, call the service, reply. */
export function accountsRoutes(
  app: FastifyInstance,
  deps: { service: AccountsService; jwtKey: Uint8Array; secureCookies: boolean },
): void {
  const { service, jwtKey } = deps;

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(refreshCookie, token, {
      httpOnly: true,
      secure: deps.secureCookies,
      sameSite: 'strict',
      path: '/api/auth',
      maxAge: sessionLimits.refreshTokenDays * 86_400,
    });
  const cookieToken = (request: FastifyRequest) => request.cookies[refreshCookie];

  mountContract(app, jwtKey, accountRoutes.signup, ({ body, request }) =>
    service.signup(body, request.ip),
  );

  mountContract(app, jwtKey, accountRoutes.login, async ({ body, request, reply }) => {
    try {
      const session = await service.login(body, request.ip);
      setRefreshCookie(reply, session.refreshToken);
      return session;
    } catch (error) {
      // The password was right but the channel is not verified yet: this browser may do it now.
      if (error instanceof ChannelStepPending)
        await setChannelStepCookie(reply, jwtKey, error.uid, deps.secureCookies);
      throw error;
    }
  });

  mountContract(app, jwtKey, accountRoutes.bypassLogin, async ({ body, principal, reply }) => {
    const session = await service.bypassLogin(principal, body);
    setRefreshCookie(reply, session.refreshToken);
    return session;
  });

  mountContract(app, jwtKey, accountRoutes.token, async ({ body, request, reply }) => {
    const tokens = await service.refresh(body.token ?? cookieToken(request));
    setRefreshCookie(reply, tokens.refreshToken);
    return tokens;
  });

  mountContract(app, jwtKey, accountRoutes.logout, async ({ query, request, reply }) => {
    await service.logout(query.token ?? cookieToken(request));
    reply.clearCookie(refreshCookie, { path: '/api/auth' });
    return { ok: true as const };
  });

  mountContract(app, jwtKey, accountRoutes.resendVerification, async ({ body, request }) => {
    await service.resendVerification(body, request.ip);
    return { ok: true as const };
  });

  mountContract(app, jwtKey, accountRoutes.verifyHash, async ({ body, reply }) => {
    const outcome = await service.verifyHash(body);
    if (outcome.next === 'youtube')
      await setChannelStepCookie(reply, jwtKey, outcome.uid, deps.secureCookies);
    if (outcome.channelDone) clearChannelStepCookie(reply);
    return {
      ok: true as const,
      accountType: outcome.accountType,
      ...(outcome.next ? { next: outcome.next } : {}),
    };
  });

  mountContract(app, jwtKey, accountRoutes.me, ({ principal }) => service.me(principal));

  mountContract(app, jwtKey, accountRoutes.setPlan, async ({ body, principal }) => {
    await service.setPlan(principal, body);
    return { ok: true as const };
  });
}
