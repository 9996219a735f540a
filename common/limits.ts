/** Numbers of SPEC §5 and §9, named once so the forms, the server and the tests agree. */

/** Account field limits of SPEC §5. */
export const accountLimits = {
  emailMax: 320,
  usernameMax: 26,
  passwordMin: 8,
  passwordMax: 50,
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
   * How long a just-rotated refresh token may still be exchanged: covers an answer lost to a page
   * reload. Reuse after this window is treated as theft and ends the whole session.
   */
  refreshReuseGraceSeconds: 30,
} as const;

/** Layout numbers of SPEC §2 and §9, in pixels. */
export const layoutLimits = {
  sidebarCollapsedPx: 60,
  sidebarExpandedPx: 200,
  breakpointsPx: [500, 700, 1370] as const,
  wideLayoutPx: 1370,
} as const;

/** The ownership pool and developer count each game shows (SPEC §9). */
export const gameLimits = {
  totalPercentagePool: 20,
  developersPerGame: 4,
} as const;

/** Shop limits (SPEC §4, §9): quantities are whole numbers; 0 removes a line from the basket. */
export const shopLimits = {
  quantityMin: 0,
  /** The most of one line a single checkout buys; keeps totals far below payment caps. */
  quantityMax: 50,
  /** Distinct lines in one basket (the catalogue has 12 product and option pairs). */
  basketLinesMax: 20,
  /** SPEC §2: a checkout session expires after 24 hours. */
  checkoutSessionHours: 24,
} as const;

/** Team, staff-profile and directory-search numbers of SPEC §5 and §9. */
export const teamLimits = {
  /** Team members a Partner's plan allows (SPEC §9). */
  membersByPlan: { Standard: 2, Premium: 3 },
  /** Search results per page (SPEC §9). */
  searchPageSize: 9,
  searchPageSizeMax: 50,
  searchValueMax: 64,
  /** Entries of one blacklist or whitelist filter, and filters per search. */
  filterValuesMax: 100,
  filtersMax: 5,
  /** Settings values (SPEC §5: 'Please enter a value', 1-50 characters). */
  settingValueMin: 1,
  settingValueMax: 50,
  tierMin: 1,
  tierMax: 3,
  defaultTier: 1,
  /** The longest vacation one status change may book, in days. */
  vacationMaxDays: 90,
  busyLinkMax: 300,
  busyTitleMax: 100,
} as const;

/** Numbers of the public site (SPEC §4, §9) and of its contact form and company stats. */
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

/** Upload, download and File Manager numbers (SPEC §4, §5, §7, §9). */
export const driveLimits = {
  /** Longest folder name an upload may name in its `{directory}`. */
  folderNameMax: 100,
  /** Longest original file name kept as metadata. */
  fileNameMax: 255,
  /** SPEC §5: names are shown truncated to 20 characters. */
  nameShownChars: 20,
  /** SPEC §4, §9: Pause and Cancel are offered only below 80%. */
  controlsHiddenAtPercent: 80,
  /** SPEC §7: progress is polled every 1 s at first, then every 2.5 s. */
  progressPollFastMs: 1000,
  progressPollSlowMs: 2500,
  /** How many fast polls come before the slow ones. */
  progressFastPolls: 5,
  /** Defaults of UPLOAD_MAX_VIDEO_BYTES and UPLOAD_MAX_IMAGE_BYTES: 20 GiB and 50 MiB. */
  defaultMaxVideoBytes: 20 * 1024 ** 3,
  defaultMaxImageBytes: 50 * 1024 ** 2,
  /** An upload left unfinished this long is deleted with its partial bytes. */
  staleUploadDays: 7,
  /** Lifetime of a signed download or preview link. */
  mediaLinkMinutes: 120,
  /** Larger files are handed to the browser's own download manager instead of a page blob. */
  inPageDownloadMaxBytes: 512 * 1024 ** 2,
} as const;
