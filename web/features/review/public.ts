// What other features may use of review notes; everything else in this folder is private to it.
export { AskedNotes } from './AskedNotes';
export { ReviewStudio } from './ReviewStudio';
export { NotesToSend, useNotesToSend } from './NotesToSend';
export { RevisionNotesSummary } from './RevisionNotesSummary';
