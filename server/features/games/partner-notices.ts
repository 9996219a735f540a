import { monthText as monthName } from '../../../common/date-text.js';
import { games } from '../../../common/games.js';
import { addMonths, shareWorthText } from '../../../common/ownership.js';

// What a partner is told of the review: each text names the game, the month and the share it
// gives them, so the notice alone answers "what does this mean for me".

/** One System notice to one partner. */
export type PartnerNotice = {
  uid: string;
  /** Stored once per key and reader (a notice sent again is not posted twice). */
  key: string;
  subject: string;
  body: string;
};

const gameName = (gameId: string) => games.find((g) => g.id === gameId)?.game ?? gameId;

/** An Admin approved or rejected one of the partner's promotion videos. */
export function decisionNotice(input: {
  uid: string;
  gameId: string;
  month: string;
  url: string;
  status: 'approved' | 'rejected';
  reason: string | null;
  /** The share closing the month now would give them next month. */
  projectedBp: number;
  at: string;
}): PartnerNotice {
  const game = gameName(input.gameId);
  const next = monthName(addMonths(input.month, 1));
  const verdict =
    input.status === 'approved'
      ? `Your promotion video for ${game} was approved: ${input.url}`
      : `Your promotion video for ${game} was rejected: ${input.url}\nReason: ${input.reason ?? ''}`;
  return {
    uid: input.uid,
    key: `games:video:${input.url}:${input.status}:${input.at}`,
    subject: `Promotion video ${input.status}: ${game}`,
    body:
      `${verdict}\n` +
      `If ${monthName(input.month)} closed now, your share of ${game} for ${next} would start at ` +
      `${shareWorthText(input.projectedBp)}.`,
  };
}

/** The month was closed: the partner's share of one game for the next month is set. */
export function closeNotice(input: {
  uid: string;
  gameId: string;
  month: string;
  approvedVideos: number;
  startBp: number;
  floorBp: number;
}): PartnerNotice {
  const game = gameName(input.gameId);
  const next = addMonths(input.month, 1);
  const videos = `${input.approvedVideos} approved video${input.approvedVideos === 1 ? '' : 's'}`;
  return {
    uid: input.uid,
    key: `games:close:${input.month}:${input.gameId}`,
    subject: `${monthName(input.month)} reviewed: your ${game} share for ${monthName(next)}`,
    body:
      `${monthName(input.month)} is reviewed and closed (${videos} of yours for ${game}).\n` +
      `Your share of ${game} starts ${monthName(next)} at ${shareWorthText(input.startBp)} and ` +
      `falls evenly to ${shareWorthText(input.floorBp)} by the month's last day.`,
  };
}

/** One e-mail to one partner. */
export type PartnerMail = { uid: string; subject: string; body: string };

/** An Admin's decision on one of the partner's promotion videos, as the close e-mail lists it. */
export type VideoDecisionLine = {
  url: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
};

/** The partner's share of one game set by a close, with the month's decisions behind it. */
export type ClosedGameShare = {
  gameId: string;
  approvedVideos: number;
  startBp: number;
  floorBp: number;
  decisions: readonly VideoDecisionLine[];
};

function decisionLine(d: VideoDecisionLine): string {
  if (d.status === 'approved') return `- Approved: ${d.url}`;
  if (d.status === 'rejected') return `- Rejected: ${d.url} (Reason: ${d.reason ?? ''})`;
  return `- Not reviewed: ${d.url}`;
}

/**
 * The one e-mail a partner gets for a close: every decision on their videos of the month and the
 * share each of their games gives them next month. Decisions themselves are told in chat only,
 * so a reviewed month is one e-mail, not one per video and another at the close.
 */
export function closeMail(input: {
  uid: string;
  month: string;
  games: readonly ClosedGameShare[];
}): PartnerMail {
  const month = monthName(input.month);
  const next = monthName(addMonths(input.month, 1));
  const parts = input.games.map((g) => {
    const game = gameName(g.gameId);
    const decided =
      g.decisions.length === 0
        ? `No promotion videos of yours for ${game} this month.`
        : `Your promotion videos for ${game}:\n${g.decisions.map(decisionLine).join('\n')}`;
    return (
      `${decided}\n` +
      `Your share of ${game} starts ${next} at ${shareWorthText(g.startBp)} and falls evenly to ` +
      `${shareWorthText(g.floorBp)} by the month's last day.`
    );
  });
  return {
    uid: input.uid,
    subject: `${month} reviewed: your game shares for ${next}`,
    body: `${month} is reviewed and closed.\n\n${parts.join('\n\n')}`,
  };
}
