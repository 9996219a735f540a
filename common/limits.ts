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
