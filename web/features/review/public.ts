// What other features may use of review notes; everything else in this folder is private to it.
export { AskedNotes } from './AskedNotes';
export { GuestStudio } from './GuestStudio';
export type { NoteContent } from './NoteComposer';
export { ReviewStudio } from './ReviewStudio';
export { NotesToSend, useNotesToSend } from './NotesToSend';
