import { defineRoute } from '../contract.js';
import {
  BypassLoginRequest,
  LoginRequest,
  LoginResponse,
  LogoutQuery,
  Me,
  OkResponse,
  ResendVerificationRequest,
  SetPlanRequest,
  TokenRequest,
  TokenResponse,
  VerifyHashRequest,
  VerifyHashResponse,
} from './session.js';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from './password-reset.js';
import {
  AvatarResponse,
  ChangeEmailRequest,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  UpdateProfileRequest,
  UpdateWorkRequest,
} from './profile.js';
import { EndedSessions, EndOtherSessionsQuery, SignInHistory, SignInParams } from './sign-ins.js';
import { SignupRequest, SignupResponse } from './signup.js';

// The account routes of docs/product.md §7 Auth, plus the profile and plan routes. The barrel
// (common/api/accounts.ts) reads them as `accountRoutes`; each is an export of its own so that a
// bundle takes only the routes, and the schemas, its pages call.

export const signup = defineRoute({
  method: 'POST',
  path: '/api/auth/user/signup',
  auth: false,
  body: SignupRequest,
  response: SignupResponse,
});
export const login = defineRoute({
  method: 'POST',
  path: '/api/auth/user/login',
  auth: false,
  body: LoginRequest,
  response: LoginResponse,
});
export const bypassLogin = defineRoute({
  method: 'POST',
  path: '/api/user/bypass-login',
  auth: true,
  body: BypassLoginRequest,
  response: LoginResponse,
});
export const token = defineRoute({
  method: 'POST',
  path: '/api/auth/token',
  auth: false,
  body: TokenRequest,
  response: TokenResponse,
});
export const logout = defineRoute({
  method: 'DELETE',
  path: '/api/auth/user/logout',
  auth: false,
  query: LogoutQuery,
  response: OkResponse,
});
export const resendVerification = defineRoute({
  method: 'PUT',
  path: '/api/auth/verify/hash',
  auth: false,
  body: ResendVerificationRequest,
  response: OkResponse,
});
export const verifyHash = defineRoute({
  method: 'POST',
  path: '/api/auth/verify/hash',
  auth: false,
  body: VerifyHashRequest,
  response: VerifyHashResponse,
});
export const me = defineRoute({ method: 'GET', path: '/api/user/me', auth: true, response: Me });
export const setPlan = defineRoute({
  method: 'PUT',
  path: '/api/user/plan',
  auth: true,
  body: SetPlanRequest,
  response: OkResponse,
});
// Password reset and change are not in the spec's §7; they follow its naming: under /api/auth,
// where the refresh cookie is sent, so a change can keep the session it comes from.
/** E-mails a single-use reset link; answers the same for a known and an unknown address. */
export const forgotPassword = defineRoute({
  method: 'POST',
  path: '/api/auth/password/forgot',
  auth: false,
  body: ForgotPasswordRequest,
  response: OkResponse,
});
/** Sets a new password with the link's secret and ends every session of the account. */
export const resetPassword = defineRoute({
  method: 'POST',
  path: '/api/auth/password/reset',
  auth: false,
  body: ResetPasswordRequest,
  response: OkResponse,
});
/** The signed-in user changes their password; their other sessions end. */
export const changePassword = defineRoute({
  method: 'PUT',
  path: '/api/auth/user/password',
  auth: true,
  body: ChangePasswordRequest,
  response: OkResponse,
});
/** The user's own sign-ins, newest first; under /api/auth so the current one is known. */
export const signIns = defineRoute({
  method: 'GET',
  path: '/api/auth/sign-ins',
  auth: true,
  response: SignInHistory,
});
/** Ends every session of the user but the one asking: their refresh tokens stop working. */
export const endOtherSessions = defineRoute({
  method: 'DELETE',
  path: '/api/auth/sign-ins',
  auth: true,
  query: EndOtherSessionsQuery,
  response: EndedSessions,
});
/** Ends one of the user's other sessions: its refresh token stops working. */
export const endSession = defineRoute({
  method: 'DELETE',
  path: '/api/auth/sign-ins/:id',
  auth: true,
  params: SignInParams,
  response: OkResponse,
});
// The profile routes are not in the spec's §7 either (docs/product.md §7, "Beyond the spec").
/** Every user: display name and time zone. */
export const updateProfile = defineRoute({
  method: 'PUT',
  path: '/api/user/profile',
  auth: true,
  body: UpdateProfileRequest,
  response: Me,
});
/** Staff: roles and speeds. */
export const updateWork = defineRoute({
  method: 'PUT',
  path: '/api/user/work',
  auth: true,
  body: UpdateWorkRequest,
  response: Me,
});
/** E-mails a confirmation link to the new address; the address changes when it is followed. */
export const changeEmail = defineRoute({
  method: 'PUT',
  path: '/api/user/email',
  auth: true,
  body: ChangeEmailRequest,
  response: OkResponse,
});
/** Follows that link: the account takes the new address and the old one is told. */
export const confirmEmail = defineRoute({
  method: 'POST',
  path: '/api/auth/email/confirm',
  auth: false,
  body: ConfirmEmailRequest,
  response: ConfirmEmailResponse,
});
/**
 * The picture, sent as the raw bytes of a PNG, JPEG, WebP or GIF (Content-Type image/*), not
 * JSON; the server stores a square copy and answers where it is served.
 */
export const uploadAvatar = defineRoute({
  method: 'PUT',
  path: '/api/user/avatar',
  auth: true,
  response: AvatarResponse,
});
export const removeAvatar = defineRoute({
  method: 'DELETE',
  path: '/api/user/avatar',
  auth: true,
  response: OkResponse,
});
