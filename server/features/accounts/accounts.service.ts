import type {
  BypassLoginRequest,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  LoginRequest,
  ResendVerificationRequest,
  SetPlanRequest,
  SignupRequest,
  VerifyHashRequest,
} from '../../../common/api/accounts.js';
import type { Principal } from '../../auth/tokens.js';
import type { AccountsDeps } from './accounts-deps.js';
import { changePassword } from './change-password.js';
import { bypassLogin, login } from './login.js';
import { forgotPassword, resetPassword } from './password-reset.js';
import { me, setPlan } from './profile.js';
import { logout, refresh, type RefreshClient } from './sessions.js';
import { endOtherSessions, endSession, signInHistory, type SignInClient } from './sign-ins.js';
import { signup } from './sign-up.js';
import { resendVerification, verifyHash } from './verification.js';

export type { AccountsDeps } from './accounts-deps.js';
export type { VerifyHashOutcome } from './verification.js';

/** Sign-up, verification, login and the refresh-token lifecycle (docs/product.md §7 Auth, §5, §8). */
export function accountsService(deps: AccountsDeps) {
  return {
    signup: (input: SignupRequest, ip: string) => signup(deps, input, ip),
    resendVerification: (input: ResendVerificationRequest, ip: string) =>
      resendVerification(deps, input, ip),
    verifyHash: (input: VerifyHashRequest, ip: string) => verifyHash(deps, input, ip),
    login: (input: LoginRequest, client: SignInClient) => login(deps, input, client),
    bypassLogin: (who: Principal, input: BypassLoginRequest, client: SignInClient) =>
      bypassLogin(deps, who, input, client),
    refresh: (token: string | undefined, client: RefreshClient) => refresh(deps, token, client),
    logout: (token: string | undefined) => logout(deps, token),
    me: (who: Principal) => me(deps, who),
    setPlan: (who: Principal, input: SetPlanRequest) => setPlan(deps, who, input),
    forgotPassword: (input: ForgotPasswordRequest, ip: string) => forgotPassword(deps, input, ip),
    resetPassword: (input: ResetPasswordRequest, ip: string) => resetPassword(deps, input, ip),
    changePassword: (who: Principal, input: ChangePasswordRequest, refreshToken?: string) =>
      changePassword(deps, who, input, refreshToken),
    signInHistory: (who: Principal, refreshToken?: string) =>
      signInHistory(deps, who, refreshToken),
    endSession: (who: Principal, id: string, refreshToken?: string) =>
      endSession(deps, who, id, refreshToken),
    endOtherSessions: (who: Principal, refreshToken?: string) =>
      endOtherSessions(deps, who, refreshToken),
  };
}

/** The accounts service's shape, for routes and tests. */
export type AccountsService = ReturnType<typeof accountsService>;
