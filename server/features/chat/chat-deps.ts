import type { ChatMessage } from '../../../common/realtime.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { ChatDirectory, ChatTeams } from './chat-directory.js';
import type { ChatRepository } from './chat.repository.js';
import type { Clock } from '../../clock.js';

/** What the chat service needs. */
export type ChatDeps = {
  repo: ChatRepository;
  teams: ChatTeams;
  now: Clock;
  /** How long contact lists, group members and names are trusted (chatLimits.directoryCacheMs). */
  cacheMs?: number;
  /** Tells the other side of a direct conversation it was read ('Seen'); nobody without it. */
  hub?: RealtimeHub;
  /** What customers read after "We usually reply within" (SUPPORT_REPLY_WITHIN). */
  replyWithin?: string;
};

/** What the chat use cases run with: the SQL, the clock and the cached directory lookups. */
export type ChatContext = {
  repo: ChatRepository;
  now: Clock;
  directory: ChatDirectory;
  realtime: RealtimeHub;
  replyWithin: string;
};

/** A message just sent or posted, with everyone who should receive it now. */
export type Delivery = { message: ChatMessage; recipients: string[]; created: boolean };
