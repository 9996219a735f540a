// What other features may use: how a guest's note proves its link and name.
export { readGuestGrant, type GuestGrant } from './guest-grant.js';
export { guestLinkOpen } from './guest-link-checks.js';
