/** Numbers of docs/product.md §5 and §9, named once so the forms, the server and the tests agree. */

/** Account field limits of docs/product.md §5. */
export const accountLimits = {
  emailMax: 320,
  usernameMax: 26,
  /** ASVS level 2: at least 12 characters, and room for passphrases. */
  passwordMin: 12,
  passwordMax: 128,
  nameMax: 60,
  rblxHandleMax: 20,
  targetMin: 2,
  targetMax: 14,
  editSpeedMinDays: 1,
  editSpeedMaxDays: 5,
  thumbnailSpeedMinDays: 1,
  thumbnailSpeedMaxDays: 3,
  viaMax: 64,
} as const;

/** Lifetimes of the tokens that make up a session and a verification. */
export const sessionLimits = {
  accessTokenSeconds: 15 * 60,
  refreshTokenDays: 30,
  verificationHours: 48,
  /**
   * How long a just-rotated refresh token may still be exchanged by the same browser (its cookie
   * and device cookie): covers an answer lost to a page reload. Reuse after this window, or from
   * anywhere else, is treated as theft and ends the whole session (decision 012).
   */
  refreshReuseGraceSeconds: 30,
} as const;

/** Layout numbers of docs/product.md §2 and §9, in pixels. */
export const layoutLimits = {
  sidebarCollapsedPx: 60,
  sidebarExpandedPx: 200,
  breakpointsPx: [500, 700, 1370] as const,
  wideLayoutPx: 1370,
} as const;

/** The ownership pool and developer count each game shows (docs/product.md §9). */
export const gameLimits = {
  totalPercentagePool: 20,
  developersPerGame: 4,
} as const;

/** Game partnerships, the Ownership Booster and the monthly review (docs/ownership.md). */
export const ownershipLimits = {
  /** Approved promotion videos in a month that earn the whole of a plan's range. */
  videosForFullShare: 8,
  /** Video links one Ownership Booster form may carry. */
  linksPerBoostMax: 10,
  boostNoteMax: 400,
  /** The reason an Admin gives a partner for rejecting a promotion video. */
  rejectReasonMax: 300,
  videoUrlMax: 200,
  /** A promoted video may be published at most this many months before the current one. */
  publishedMonthsBackMax: 1,
  /** Months the Admin review offers, counting back from the current one. */
  reviewMonthsBack: 12,
  /** Submitted videos of one game a Partner's page lists, newest first. */
  videosListed: 50,
} as const;

/** Shop limits (docs/product.md §4, §9): quantities are whole numbers; 0 removes a line from the basket. */
export const shopLimits = {
  quantityMin: 0,
  /** The most of one line a single checkout buys; keeps totals far below payment caps. */
  quantityMax: 50,
  /** Distinct lines in one basket (the catalogue has 12 product and option pairs). */
  basketLinesMax: 20,
  /** docs/product.md §2: a checkout session expires after 24 hours. */
  checkoutSessionHours: 24,
} as const;

/** Team, staff-profile and directory-search numbers of docs/product.md §5 and §9. */
export const teamLimits = {
  /** Team members a Partner's plan allows (docs/product.md §9). */
  membersByPlan: { Standard: 2, Premium: 3 },
  /** Search results per page (docs/product.md §9). */
  searchPageSize: 9,
  searchPageSizeMax: 50,
  searchValueMax: 64,
  /** Entries of one blacklist or whitelist filter, and filters per search. */
  filterValuesMax: 100,
  filtersMax: 5,
  /** Settings values (docs/product.md §5: 'Please enter a value', 1-50 characters). */
  settingValueMin: 1,
  settingValueMax: 50,
  tierMin: 1,
  tierMax: 3,
  defaultTier: 1,
  /** The longest vacation one status change may book, in days. */
  vacationMaxDays: 90,
  /** Vacation ranges not yet over that one staff member may have booked at once. */
  vacationsBookedMax: 10,
  busyLinkMax: 300,
  busyTitleMax: 100,
  /** The reason an Admin gives for setting a staff member Busy. */
  statusReasonMax: 200,
} as const;

/** Numbers of the public site (docs/product.md §4, §9) and of its contact form and company stats. */
export const siteLimits = {
  /** The game carousel advances every 4 s. */
  carouselMs: 4000,
  /** The feature-icon carousel of narrow screens advances every 3 s. */
  iconCarouselMs: 3000,
  /** Chart bars: 60 px per unit of height, never taller than 400 px. */
  barPxPerUnit: 60,
  barMaxPx: 400,
  /** The company stats cover the figures from this month on (ISO year-month). */
  statsSince: '2025-01',
  /** Contact form. */
  contactNameMax: 60,
  contactMessageMin: 10,
  contactMessageMax: 2000,
  /** Contact messages one address (IP) may send per hour before it is refused. */
  contactPerIpPerHour: 5,
  /** Company stats an Admin may publish, and the bounds of each. */
  statsMax: 12,
  statKeyMax: 32,
  statUnitMax: 12,
  /** 999.99t: the largest figure the k/m/b/t abbreviation can show. */
  statValueMax: 999_990_000_000_000,
} as const;

/** Upload, download and File Manager numbers (docs/product.md §4, §5, §7, §9). */
export const driveLimits = {
  /** Longest folder name an upload may name in its `{directory}`. */
  folderNameMax: 100,
  /** Longest original file name kept as metadata. */
  fileNameMax: 255,
  /** docs/product.md §5: names are shown truncated to 20 characters. */
  nameShownChars: 20,
  /** docs/product.md §4, §9: Pause and Cancel are offered only below 80%. */
  controlsHiddenAtPercent: 80,
  /** docs/product.md §7: progress is polled every 1 s at first, then every 2.5 s. */
  progressPollFastMs: 1000,
  progressPollSlowMs: 2500,
  /** How many fast polls come before the slow ones. */
  progressFastPolls: 5,
  /** Defaults of UPLOAD_MAX_VIDEO_BYTES and UPLOAD_MAX_IMAGE_BYTES: 20 GiB and 50 MiB. */
  defaultMaxVideoBytes: 20 * 1024 ** 3,
  defaultMaxImageBytes: 50 * 1024 ** 2,
  /** An upload left unfinished this long is deleted with its partial bytes. */
  staleUploadDays: 7,
  /** A draft folder (order form uploads nobody ordered) untouched this long is removed. */
  draftFolderDays: 7,
  /** Longest title a draft folder takes from the order form (the video name's limit). */
  draftTitleMax: 100,
  /** Lifetime of a signed download or preview link. */
  mediaLinkMinutes: 120,
  /** Larger files are handed to the browser's own download manager instead of a page blob. */
  inPageDownloadMaxBytes: 512 * 1024 ** 2,
} as const;

/** Order, revision and extension numbers of docs/product.md §5 and §9. */
export const orderLimits = {
  videoNameMax: 100,
  /** docs/product.md §5: order descriptions. */
  descriptionMax: 2000,
  /** docs/product.md §5: a revision message is 20 to 400 characters. */
  revisionMessageMin: 20,
  revisionMessageMax: 400,
  /** docs/product.md §5, §9: an extension is 1 to 4 days (default 1), with a reason of up to 400. */
  extensionDaysMin: 1,
  extensionDaysMax: 4,
  extensionDaysDefault: 1,
  extensionReasonMax: 400,
  /** docs/product.md §6, §9: the Partner has 24 hours to answer an extension request. */
  extensionAnswerHours: 24,
  passOffReasonMax: 400,
  /** Files one order or delivery may carry. */
  filesPerFormMax: 50,
  /**
   * Revisions each delivery of an edit allows; a revision's delivery allows the same again, so an
   * edit can be revised as often as needed until the Partner accepts a delivery (docs/orders.md).
   */
  revisionsPerDelivery: 1,
  /** A delivery not accepted, nor revised, this many days after it arrived is accepted for the Partner. */
  autoAcceptDays: 7,
  /** The Partner's rating of a delivery: 1 to 5 stars, with an optional comment. */
  reviewStarsMin: 1,
  reviewStarsMax: 5,
  reviewCommentMax: 400,
  /** What the staff member may tell the Partner with a delivery ("music is a placeholder"). */
  deliveryMessageMax: 400,
  /** How much a missed deadline lowers the staff member's rating (out of 5), never below 0. */
  ratingPenalty: 0.5,
  /** How often the deadline job looks for overdue orders and unanswered extensions. */
  deadlineJobEveryMs: 30_000,
} as const;

/** Partner eligibility (docs/product.md §1, §5) and the lifetimes of the YouTube check's steps. */
export const eligibilityLimits = {
  /** docs/product.md §5: a Partner's channel needs at least this many subscribers. */
  minSubscribers: 50_000,
  /** After the e-mail step (or a password login), how long the channel step may be started. */
  channelStepMinutes: 60,
  /** How long Google's consent may take: the `state` and PKCE verifier expire after this. */
  consentMinutes: 10,
  /** How long the return page has to post the hash that finishes the verification. */
  resultMinutes: 15,
  /** Channel checks one account may start in 15 minutes. */
  startsPer15Minutes: 10,
  /** Longest e-mail and channel title the sandbox consent page accepts. */
  channelTitleMax: 100,
  /** A subscriber count the sandbox accepts (YouTube's biggest channels are far below this). */
  subscribersMax: 1_000_000_000,
} as const;

/** Chat numbers of docs/product.md §4, §5 and §9, and the server's guards around them. */
export const chatLimits = {
  /** docs/product.md §5, §9: a message is 1-200 characters after trimming. */
  bodyMax: 200,
  /** docs/product.md §7, §9: a history page holds 25 messages. */
  pageSize: 25,
  /** The largest history page a caller may ask for. */
  pageSizeMax: 100,
  /** docs/product.md §9: the contact sidebar of the chat page is 250 px wide. */
  sidebarPx: 250,
  /** Messages one socket may send per second on average, and in one burst. */
  messagesPerSecond: 5,
  messagesBurst: 10,
  /** Messages one catch-up call answers at most; the client asks again while `more` is true. */
  missedPageMax: 500,
  /** How long the server trusts its copy of a contact list or a group's members. */
  directoryCacheMs: 5000,
  /** An Admin's internal note on a Support thread: 1-2000 characters after trimming. */
  supportNoteMax: 2000,
  /** A browser tells others its user is typing at most this often while they type. */
  typingEveryMs: 2000,
  /** The server passes on at most one typing signal per user and conversation this often. */
  typingRelayMs: 1000,
  /** A typing signal shows this long unless another one renews it. */
  typingShownMs: 5000,
} as const;

/**
 * Page sizes of the long lists (decision 028): what a route answers without `limit`, and the
 * most it answers with one, so every answer stays bounded whatever the agency's size.
 */
export const pagingLimits = {
  /** Longest `cursor` a list accepts; the ones it makes are well under. */
  cursorMax: 400,
  staffDefault: 50,
  staffMax: 200,
  /** Groups in one page of a contact list (people are few: self, Admins, team, contacts). */
  groupsDefault: 100,
  groupsMax: 200,
  ordersDefault: 50,
  ordersMax: 200,
  commissionsDefault: 100,
  commissionsMax: 500,
  /** A month's sales on the Admin's money page. */
  salesDefault: 100,
  salesMax: 500,
  /** Longest `q` filter of a paged list. */
  filterTextMax: 64,
} as const;
