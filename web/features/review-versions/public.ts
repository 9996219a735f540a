// What other features may use of the versions feature.
export {
  guestAddNote,
  guestInfo,
  guestNotes,
  guestOpen,
  guestVideo,
  reviewVersionsKey,
} from './api';
