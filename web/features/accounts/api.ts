import { queryOptions } from '@tanstack/react-query';
import {
  accountRoutes,
  AvatarResponse,
  type AffiliateSignup,
  type ChangeEmailRequest,
  type ConfirmEmailRequest,
  type UpdateProfileRequest,
  type UpdateWorkRequest,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type LoginRequest,
  type PartnerSignup,
  type ProductionSignup,
  type ResendVerificationRequest,
  type SignupResponse,
  type VerifyHashRequest,
} from '../../../common/api/accounts';
import { ApiError, apiErrorOf, callApi, fetchWithSession } from '../../lib/api-client';

/** docs/product.md §8: thrown when a client sign-up answer lacks its hash (or a Partner's e-mail). */
export const clientSignupAnswerError = 'Hash or Email missing from signup response on parsing!';
/** docs/product.md §8: thrown when a production sign-up answer lacks its hash. */
export const productionSignupAnswerError =
  'Hash missing from production signup response on parsing!';

function fail(message: string): never {
  console.error(message);
  throw new Error(message);
}

async function signup(
  body: PartnerSignup | AffiliateSignup | ProductionSignup,
  missing: string,
): Promise<SignupResponse> {
  try {
    return await callApi(accountRoutes.signup, { body });
  } catch (error) {
    // The contract already refuses an answer without a hash; the spec names that failure.
    if (error instanceof ApiError && error.code === 'bad_response') fail(missing);
    throw error;
  }
}

/** Signs up a Partner or an Affiliate; the answer must carry a hash, and a Partner's an e-mail. */
export async function signUpClient(body: PartnerSignup | AffiliateSignup): Promise<SignupResponse> {
  const answer = await signup(body, clientSignupAnswerError);
  if (!answer.hash || (body.accountType === 'Partner' && !answer.email))
    fail(clientSignupAnswerError);
  return answer;
}

/** Signs up a freelancer; the answer must carry a hash. */
export async function signUpProduction(body: ProductionSignup): Promise<SignupResponse> {
  const answer = await signup(body, productionSignupAnswerError);
  if (!answer.hash) fail(productionSignupAnswerError);
  return answer;
}

/** Logs in; the caller stores the session. */
export function logIn(body: LoginRequest) {
  return callApi(accountRoutes.login, { body });
}

/** Asks for a new verification e-mail; the answer is the same whether or not the account exists. */
export function resendVerification(body: ResendVerificationRequest) {
  return callApi(accountRoutes.resendVerification, { body });
}

/** Verifies an account with the secret from its e-mail. */
export function verifyAccount(body: VerifyHashRequest) {
  return callApi(accountRoutes.verifyHash, { body });
}

/** Ends the session whose refresh token the cookie carries. */
export function logOut() {
  return callApi(accountRoutes.logout);
}

/** Asks for a password reset link; the answer is the same whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordRequest) {
  return callApi(accountRoutes.forgotPassword, { body });
}

/** Sets a new password with the secret of the e-mailed link. */
export function resetPassword(body: ResetPasswordRequest) {
  return callApi(accountRoutes.resetPassword, { body });
}

/** Changes the signed-in user's password; their other sessions end. */
export function changePassword(body: ChangePasswordRequest) {
  return callApi(accountRoutes.changePassword, { body });
}

/** Sets the signed-in user's display name and time zone; answers the updated profile. */
export function updateProfile(body: UpdateProfileRequest) {
  return callApi(accountRoutes.updateProfile, { body });
}

/** Sets a staff member's roles and speeds; answers the updated profile. */
export function updateWork(body: UpdateWorkRequest) {
  return callApi(accountRoutes.updateWork, { body });
}

/** E-mails a confirmation link to the new address; the address changes when it is followed. */
export function changeEmail(body: ChangeEmailRequest) {
  return callApi(accountRoutes.changeEmail, { body });
}

/** Follows the link sent to a new address. */
export function confirmEmail(body: ConfirmEmailRequest) {
  return callApi(accountRoutes.confirmEmail, { body });
}

/** Sends a picture as its raw bytes (callApi sends JSON only); answers where it is served. */
export async function uploadAvatar(file: File): Promise<AvatarResponse> {
  const response = await fetchWithSession(accountRoutes.uploadAvatar.path, {
    method: accountRoutes.uploadAvatar.method,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await apiErrorOf(response);
  return AvatarResponse.parse(await response.json());
}

/** Goes back to the initials. */
export function removeAvatar() {
  return callApi(accountRoutes.removeAvatar);
}

/** Every query key of the accounts feature starts with this. */
export const accountsKey = ['accounts'] as const;

/** The signed-in user's own sign-ins, newest first. */
export function signInsQuery() {
  return queryOptions({
    queryKey: [...accountsKey, 'sign-ins'],
    queryFn: () => callApi(accountRoutes.signIns),
  });
}

/** Ends one of the user's other sessions; that browser is signed out at its next refresh. */
export function endSession(id: string) {
  return callApi(accountRoutes.endSession, { params: { id } });
}

/** Ends every session of the user but this browser's; each is signed out at its next refresh. */
export function endOtherSessions() {
  return callApi(accountRoutes.endOtherSessions, { query: {} });
}
