import type {
  ChangeEmailRequest,
  ConfirmEmailRequest,
  UpdateProfileRequest,
  UpdateWorkRequest,
} from '../../../common/api/accounts.js';
import type { Principal } from '../../auth/tokens.js';
import { confirmEmailChange } from './confirm-email-change.js';
import type { ProfileDeps } from './profile-deps.js';
import { requestEmailChange } from './request-email-change.js';
import { avatarBytes, removeAvatar, setAvatar } from './set-avatar.js';
import { updateProfile } from './update-profile.js';
import { updateWork } from './update-work.js';

export type { ProfileDeps } from './profile-deps.js';

/** What a user changes about themselves: name, zone, picture, address and (staff) their work. */
export function profileService(deps: ProfileDeps) {
  return {
    updateProfile: (who: Principal, input: UpdateProfileRequest) => updateProfile(deps, who, input),
    updateWork: (who: Principal, input: UpdateWorkRequest) => updateWork(deps, who, input),
    requestEmailChange: (who: Principal, input: ChangeEmailRequest) =>
      requestEmailChange(deps, who, input),
    confirmEmailChange: (input: ConfirmEmailRequest, ip: string) =>
      confirmEmailChange(deps, input, ip),
    setAvatar: (who: Principal, bytes: Buffer) => setAvatar(deps, who, bytes),
    removeAvatar: (who: Principal) => removeAvatar(deps, who),
    avatarBytes: (uid: string, key: string) => avatarBytes(deps, uid, key),
  };
}

/** The profile service's shape, for routes and tests. */
export type ProfileService = ReturnType<typeof profileService>;
