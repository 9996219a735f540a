import { z } from 'zod/mini';
import { accountLimits as L } from '../../limits.js';
import { nonEmpty, plainText, required } from '../fields.js';
import { AccountType, Plan } from './identity.js';

/** Body of POST /api/auth/user/login: a username or an e-mail, and the password. */
export const LoginRequest = z.object({
  username: required(plainText()).check(z.trim()).check(nonEmpty()).check(z.maxLength(L.emailMax)),
  // Longer than any valid password, so a typo never reveals the limit; bounded to cap hashing work.
  password: required(plainText()).check(nonEmpty()).check(z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Body of POST /api/user/bypass-login: the Admin's own username, proven by its access token. */
export const BypassLoginRequest = z.object({
  username: plainText().check(z.trim()).check(z.minLength(1)).check(z.maxLength(L.emailMax)),
});
export type BypassLoginRequest = z.infer<typeof BypassLoginRequest>;

/** The §7 login answer: session values to keep in the browser, never a password or hash. */
export const LoginResponse = z.object({
  error: z.literal('none'),
  userid: z.string(),
  useremail: z.string(),
  useruid: z.string(),
  useraccounttype: AccountType,
  userrating: z.number(),
  /** The display name shown as 'Welcome, {name}'. */
  name: z.string(),
  accessToken: z.string(),
  /** Only for clients that are not browsers: a browser's refresh token lives in its cookie. */
  refreshToken: z.optional(z.string()),
  plan: z.nullable(Plan),
  iseditor: z.optional(z.boolean()),
  isartist: z.optional(z.boolean()),
  edit_speed: z.optional(z.nullable(z.number())),
  thumbnail_speed: z.optional(z.nullable(z.number())),
  userrblx: z.optional(z.string()),
  usertarget: z.optional(z.nullable(z.number())),
  userownership: z.optional(z.number()),
  usereditors: z.optional(z.number()),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Body of POST /api/auth/token: the refresh token, or nothing when the cookie carries it. */
export const TokenRequest = z.object({ token: z.optional(plainText().check(z.maxLength(200))) });
export type TokenRequest = z.infer<typeof TokenRequest>;

/**
 * Answer of POST /api/auth/token: a fresh access token, and the rotated refresh token for a client
 * that sent it in the body (a browser's goes back only in its HttpOnly cookie).
 */
export const TokenResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Query of DELETE /api/auth/user/logout. */
export const LogoutQuery = z.object({ token: z.optional(plainText().check(z.maxLength(200))) });
export type LogoutQuery = z.infer<typeof LogoutQuery>;

/** Body of PUT /api/auth/verify/hash: ask for a new verification e-mail. */
export const ResendVerificationRequest = z.object({
  uidName: z.enum(['Email', 'Username']),
  uidValue: plainText().check(z.trim()).check(nonEmpty()).check(z.maxLength(L.emailMax)),
});
export type ResendVerificationRequest = z.infer<typeof ResendVerificationRequest>;

/** Body of POST /api/auth/verify/hash: the secret from the e-mail. */
export const VerifyHashRequest = z.object({
  hash: required(plainText())
    .check(nonEmpty())
    .check(z.maxLength(200))
    .check(z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid link.')),
});
export type VerifyHashRequest = z.infer<typeof VerifyHashRequest>;

/**
 * Answer of POST /api/auth/verify/hash. `next: 'youtube'` tells a Partner whose e-mail is now
 * verified that the channel check comes next (docs/decisions/007-youtube-eligibility.md).
 */
export const VerifyHashResponse = z.object({
  ok: z.literal(true),
  accountType: AccountType,
  next: z.optional(z.literal('youtube')),
});
export type VerifyHashResponse = z.infer<typeof VerifyHashResponse>;

/** A plain acknowledgement. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** The signed-in user's profile, read by the dashboard. */
export const Me = z.object({
  uid: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  accountType: AccountType,
  plan: z.nullable(Plan),
  rating: z.number(),
  isEditor: z.boolean(),
  isArtist: z.boolean(),
  editSpeedDays: z.nullable(z.number()),
  thumbnailSpeedDays: z.nullable(z.number()),
  createdAt: z.string(),
  /** The IANA zone the user reads dates in. */
  timeZone: z.string(),
  /** Where the user's picture is served, or null without one. */
  avatarUrl: z.nullable(z.string()),
});
export type Me = z.infer<typeof Me>;

/** Body of PUT /api/user/plan: an Admin changes a Partner's plan. */
export const SetPlanRequest = z.object({ uid: z.uuid(), plan: Plan });
export type SetPlanRequest = z.infer<typeof SetPlanRequest>;
