import type { Migration } from 'kysely';
import * as accounts from './migrations/202611220000-accounts.js';
import * as site from './migrations/202611230100-site.js';
import * as drive from './migrations/202611230200-drive.js';
import * as teams from './migrations/202611230300-teams.js';
import * as payments from './migrations/202611230400-payments.js';
import * as orders from './migrations/202611230500-orders.js';
import * as youtube from './migrations/202611230700-youtube.js';
import * as games from './migrations/202611230800-games.js';
import * as chat from './migrations/202611230600-chat.js';
import * as userTimeZone from './migrations/202611251000-user-time-zone.js';
import * as securityHardening from './migrations/202611271001-security-hardening.js';
import * as passwordResets from './migrations/202611271002-password-resets.js';
import * as supportThreads from './migrations/202611271007-support-threads.js';
import * as supportNotes from './migrations/202611271008-support-notes.js';
import * as referralVisits from './migrations/202611280600-referral-visits.js';
import * as receipts from './migrations/202611280300-receipts.js';
import * as chatAttachments from './migrations/202611280801-chat-attachments.js';
import * as chatNotifications from './migrations/202611280802-chat-notifications.js';
import * as supportReplies from './migrations/202611280701-support-replies.js';
import * as userProfile from './migrations/202611280201-user-profile.js';
import * as deliveryReviews from './migrations/202611280401-delivery-reviews.js';
import * as videoReviewReasons from './migrations/202611280501-video-review-reasons.js';
import * as staffVacations from './migrations/202611280502-staff-vacations.js';
import * as draftFolders from './migrations/202611290101-draft-folders.js';
import * as auditLog from './migrations/202611290401-audit-log.js';
import * as payouts from './migrations/202611290201-payouts.js';
import * as reviewNotes from './migrations/202611290701-review-notes.js';
import * as adminListIndexes from './migrations/202611290501-admin-list-indexes.js';
import * as mediaAndReviewLinks from './migrations/202611290801-media-and-review-links.js';
import * as reviewNoteNotices from './migrations/202611300101-review-note-notices.js';
import * as sessionsEnded from './migrations/202612070301-sessions-ended.js';
import * as auditActorName from './migrations/202612070302-audit-actor-name.js';
import * as signInDevices from './migrations/202612070303-sign-in-devices.js';
import * as reviewOrderColumns from './migrations/202612070401-review-order-columns.js';
import * as accountChangeNotices from './migrations/202612070801-account-change-notices.js';
import * as guestRenditions from './migrations/202612070851-guest-renditions.js';
import * as missedDeadlineChecks from './migrations/202612070901-missed-deadline-checks.js';
import * as contactMessagesHandled from './migrations/202612071201-contact-messages-handled.js';
import * as reviewNoteHistory from './migrations/202612070901-review-note-history.js';
import * as youtubePublishing from './migrations/202612071301-youtube-publishing.js';
import * as youtubeFigures from './migrations/202612071302-youtube-figures.js';
import * as mailOutbox from './migrations/202612071401-mail-outbox.js';
import * as youtubeAnalytics from './migrations/202612073101-youtube-analytics.js';
import * as reviewProxies from './migrations/202612073301-review-proxies.js';
import * as supportThreadTags from './migrations/202612073501-support-thread-tags.js';
import * as vacationEndsAndStatusReasons from './migrations/202612074301-vacation-ends-and-status-reasons.js';

// Listed by hand rather than read from disk so the order is explicit and a bundler can follow it.
// Never edit a landed migration: add a new file and a new line here.
export const migrations: Record<string, Migration> = {
  '202611220000-accounts': accounts,
  '202611230100-site': site,
  '202611230200-drive': drive,
  '202611230300-teams': teams,
  '202611230400-payments': payments,
  '202611230500-orders': orders,
  '202611230700-youtube': youtube,
  '202611230800-games': games,
  '202611230600-chat': chat,
  '202611251000-user-time-zone': userTimeZone,
  '202611271001-security-hardening': securityHardening,
  '202611271002-password-resets': passwordResets,
  '202611271007-support-threads': supportThreads,
  '202611271008-support-notes': supportNotes,
  '202611280600-referral-visits': referralVisits,
  '202611280300-receipts': receipts,
  '202611280801-chat-attachments': chatAttachments,
  '202611280802-chat-notifications': chatNotifications,
  '202611280701-support-replies': supportReplies,
  '202611280201-user-profile': userProfile,
  '202611280401-delivery-reviews': deliveryReviews,
  '202611280501-video-review-reasons': videoReviewReasons,
  '202611280502-staff-vacations': staffVacations,
  '202611290101-draft-folders': draftFolders,
  '202611290401-audit-log': auditLog,
  '202611290201-payouts': payouts,
  '202611290701-review-notes': reviewNotes,
  '202611290501-admin-list-indexes': adminListIndexes,
  '202611290801-media-and-review-links': mediaAndReviewLinks,
  '202611300101-review-note-notices': reviewNoteNotices,
  '202612070301-sessions-ended': sessionsEnded,
  '202612070302-audit-actor-name': auditActorName,
  '202612070303-sign-in-devices': signInDevices,
  '202612070401-review-order-columns': reviewOrderColumns,
  '202612070801-account-change-notices': accountChangeNotices,
  '202612070851-guest-renditions': guestRenditions,
  '202612070901-missed-deadline-checks': missedDeadlineChecks,
  '202612070901-review-note-history': reviewNoteHistory,
  '202612071201-contact-messages-handled': contactMessagesHandled,
  '202612071301-youtube-publishing': youtubePublishing,
  '202612071302-youtube-figures': youtubeFigures,
  '202612071401-mail-outbox': mailOutbox,
  '202612073101-youtube-analytics': youtubeAnalytics,
  '202612073301-review-proxies': reviewProxies,
  '202612073501-support-thread-tags': supportThreadTags,
  '202612074301-vacation-ends-and-status-reasons': vacationEndsAndStatusReasons,
};
