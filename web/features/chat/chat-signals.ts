import type { ChatState } from '../../../common/api/chat';
import { chatLimits } from '../../../common/limits';

/** Someone writing in a conversation, shown until `until` (ms since the epoch). */
export type Typist = { uid: string; name: string; until: number };

/** What the page shows beside the messages: who types, how far the other side read, activity. */
export type SignalsSnapshot = {
  /** Who is typing, by contact key. */
  typing: Readonly<Record<string, readonly Typist[]>>;
  /** Direct conversations: the other side's read mark, by contact key ('Seen'). */
  seen: Readonly<Record<string, number>>;
  /** The newest message's seq by contact key, for the contact list's order. */
  latest: Readonly<Record<string, number>>;
};

/**
 * The chat's passing signals, apart from the messages themselves: typing (which expires by
 * itself after chatLimits.typingShownMs), read marks of the other side, and latest activity.
 */
export class ChatSignals {
  private state: SignalsSnapshot = { typing: {}, seen: {}, latest: {} };
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SignalsSnapshot => this.state;

  private set(patch: Partial<SignalsSnapshot>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  /** The read marks and activity of the chat state, as it loads. */
  load(state: Pick<ChatState, 'seen' | 'latest'>): void {
    this.set({
      seen: mergeMax(this.state.seen, state.seen),
      latest: mergeMax(this.state.latest, state.latest),
    });
  }

  /** A message arrived in `key`: newer activity, and its writer has stopped typing. */
  activity(key: string, seq: number, from: string | null): void {
    const typists = this.state.typing[key] ?? [];
    this.set({
      latest: mergeMax(this.state.latest, { [key]: seq }),
      ...(typists.some((t) => t.uid === from)
        ? { typing: { ...this.state.typing, [key]: typists.filter((t) => t.uid !== from) } }
        : {}),
    });
  }

  /** The other side of a direct conversation has read it up to `seq`. */
  readUpTo(key: string, seq: number): void {
    this.set({ seen: mergeMax(this.state.seen, { [key]: seq }) });
  }

  /** Someone is typing in `key`; shown for a few seconds unless renewed. */
  typed(key: string, uid: string, name: string): void {
    const until = this.now() + chatLimits.typingShownMs;
    const others = (this.state.typing[key] ?? []).filter((t) => t.uid !== uid);
    this.set({ typing: { ...this.state.typing, [key]: [...others, { uid, name, until }] } });
    this.schedule();
  }

  /** Drops expired typists, and waits for the next one to expire. */
  private expire = (): void => {
    this.timer = null;
    const now = this.now();
    const typing: Record<string, Typist[]> = {};
    for (const [key, list] of Object.entries(this.state.typing)) {
      const left = list.filter((t) => t.until > now);
      if (left.length > 0) typing[key] = left;
    }
    this.set({ typing });
    this.schedule();
  };

  private schedule(): void {
    if (this.timer) return;
    const next = Math.min(
      ...Object.values(this.state.typing).flatMap((list) => list.map((t) => t.until)),
    );
    if (Number.isFinite(next)) this.timer = setTimeout(this.expire, Math.max(0, next - this.now()));
  }
}

function mergeMax(
  current: Readonly<Record<string, number>>,
  incoming: Readonly<Record<string, number>>,
): Record<string, number> {
  const merged = { ...current };
  for (const [key, seq] of Object.entries(incoming)) merged[key] = Math.max(merged[key] ?? 0, seq);
  return merged;
}

/** 'Pat is typing…', 'Pat and Eddie are typing…', 'Several people are typing…'. */
export function typingText(typists: readonly Typist[]): string {
  const names = typists.map((t) => t.name);
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}
