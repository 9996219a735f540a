// What other features may use of the media feature: the facts of files they already checked.
export type { MediaService } from './media.service.js';
