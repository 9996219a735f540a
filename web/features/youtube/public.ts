// What other features may use of the YouTube channel check.

/** The channel step of /join/verify?step=youtube, shown by the account verification page. */
export { ChannelStep } from './ChannelStep';
