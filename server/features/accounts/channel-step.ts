import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eligibilityLimits } from '../../../common/limits.js';
import { AppError } from '../../errors.js';

/**
 * The channel step of a Partner's verification (docs/decisions/007-youtube-eligibility.md).
 * Whoever just used the e-mailed link, or just gave the right password to an account still
 * waiting for its channel, gets a short-lived HttpOnly cookie naming that account; POST
 * /api/auth/youtube (which has no body) reads it to know which account the check is for.
 */
export const channelStepCookie = 'crewcast_channel_step';

const issuer = 'crewcast-channel-step';
/** The cookie goes only to POST /api/auth/youtube, the route that reads it. */
export const channelStepCookiePath = '/api/auth/youtube';

// A key of its own, so this token can never be read as an access token (or the reverse).
function stepKey(jwtKey: Uint8Array): Uint8Array {
  return createHmac('sha256', jwtKey).update('crewcast/channel-step').digest();
}

/** Login refused because the channel step is still to do: `unverified_client` with step=youtube. */
export class ChannelStepPending extends AppError {
  constructor(
    readonly uid: string,
    username: string,
  ) {
    super('unverified_client', { username, step: 'youtube' });
  }
}

/** Sets the cookie that lets this browser start the channel check of account `uid`. */
export async function setChannelStepCookie(
  reply: FastifyReply,
  jwtKey: Uint8Array,
  uid: string,
  secure: boolean,
): Promise<void> {
  const minutes = eligibilityLimits.channelStepMinutes;
  // jose is imported when first needed: only Partners signing up use this step.
  const { SignJWT } = await import('jose');
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(uid)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(stepKey(jwtKey));
  void reply.setCookie(channelStepCookie, token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: channelStepCookiePath,
    maxAge: minutes * 60,
  });
}

/** The account whose channel step this request's cookie allows; undefined without a valid one. */
export async function channelStepOf(
  request: FastifyRequest,
  jwtKey: Uint8Array,
): Promise<string | undefined> {
  const token = request.cookies[channelStepCookie];
  if (!token) return undefined;
  const { jwtVerify } = await import('jose');
  try {
    const { payload } = await jwtVerify(token, stepKey(jwtKey), {
      issuer,
      algorithms: ['HS256'],
    });
    return payload.sub;
  } catch {
    return undefined;
  }
}

/** Removes the channel-step cookie once the account is verified. */
export function clearChannelStepCookie(reply: FastifyReply): void {
  void reply.clearCookie(channelStepCookie, { path: channelStepCookiePath });
}
