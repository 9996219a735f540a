// What other features may use of the media feature: the facts of files they already checked.
export type { GuestCopyState, MediaService, StoredCopy } from './media.service.js';
export type { StillAsk } from './frame-stills.js';
