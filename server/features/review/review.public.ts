// What other features may use of review notes: gathering a version's open notes into the
// revision asked for it, and storing a note by a guest of a review link.
export { gatherOpenNotes } from './gather-notes.js';
export { storeNote, type NoteAuthorInput } from './add-note.js';
export { frameRateOf, mediaFactsOf } from './frame-rate.js';
export type { MediaFacts, ReviewDeps } from './review-deps.js';
