import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory,
  type Location,
  type Navigator,
  type To,
} from 'react-router';

/** The browser's history as react-router keeps it (its memory history has the same shape). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

type Move = { currentLocation: Location; nextLocation: Location };
type Guard = (move: Move) => boolean;

/** What a guarded page sees of a move it stopped: none, or one it may let through or cancel. */
export type LeaveBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

type Guarded = {
  navigator: Navigator;
  /** Reports each move the guards let through; returns the unsubscribe. */
  listen(show: (update: { action: AppHistory['action']; location: Location }) => void): () => void;
  /** Adds a guard told of each move it stops; returns its removal. */
  add(guard: Guard, onBlocked: (blocker: LeaveBlocker) => void): () => void;
};

/**
 * `history` with guards: a push or replace a guard stops waits for its page's answer; a back or
 * forward move a guard stops is undone at once (the browser has made it already) and made again
 * if the page lets it through.
 */
function guardedHistory(history: AppHistory): Guarded {
  const guards = new Set<{ guard: Guard; onBlocked: (blocker: LeaveBlocker) => void }>();
  // The location on screen: the browser's history already holds the next one when a back or
  // forward move is reported.
  let shown = history.location;
  // The next back or forward move is a guard's undo (not shown) or a move it let through.
  let nextPop: 'undo' | 'let through' | null = null;

  const blockedBy = (nextLocation: Location) =>
    [...guards].find(({ guard }) => guard({ currentLocation: shown, nextLocation }));
  const hold = (holder: { onBlocked: (blocker: LeaveBlocker) => void }, letThrough: () => void) =>
    holder.onBlocked({
      state: 'blocked',
      proceed: () => {
        holder.onBlocked({ state: 'unblocked' });
        letThrough();
      },
      reset: () => holder.onBlocked({ state: 'unblocked' }),
    });
  const guarded = (move: 'push' | 'replace') => (to: To, state?: unknown) => {
    const { pathname, search, hash } = history.encodeLocation(to);
    const holder = blockedBy({ pathname, search, hash, state: state ?? null, key: '' });
    if (holder) hold(holder, () => history[move](to, state));
    else history[move](to, state);
  };

  return {
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: guarded('push'),
      replace: guarded('replace'),
    },
    listen: (show) =>
      history.listen(({ action, location, delta }) => {
        const pop = nextPop;
        nextPop = null;
        if (pop === 'undo') return;
        const holder = pop === null && action === 'POP' && delta ? blockedBy(location) : undefined;
        if (holder && delta) {
          nextPop = 'undo';
          history.go(-delta);
          hold(holder, () => {
            nextPop = 'let through';
            history.go(delta);
          });
          return;
        }
        shown = location;
        show({ action, location });
      }),
    add(guard, onBlocked) {
      const entry = { guard, onBlocked };
      guards.add(entry);
      return () => guards.delete(entry);
    },
  };
}

const GuardsContext = createContext<Guarded | null>(null);

/**
 * The app's router on `history`: react-router's plain router, which shows a lazy page with
 * Suspense and knows nothing of loaders, plus what the data router gave the app that it still
 * needs, a page's veto on leaving it (`useLeaveBlocker`). Each location change renders in a
 * transition, so the page on screen stays until the next one's code has loaded.
 */
export function GuardedRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [guarded] = useState(() => guardedHistory(history));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => guarded.listen((update) => startTransition(() => setState(update))),
    [guarded],
  );
  return (
    <GuardsContext.Provider value={guarded}>
      <Router location={state.location} navigationType={state.action} navigator={guarded.navigator}>
        {children}
      </Router>
    </GuardsContext.Provider>
  );
}

/**
 * Stops every move away from the page for which `shouldBlock` says so, until the page lets it
 * through (`proceed`) or cancels it (`reset`).
 */
export function useLeaveBlocker(shouldBlock: Guard): LeaveBlocker {
  const guards = useContext(GuardsContext);
  const [blocker, setBlocker] = useState<LeaveBlocker>({ state: 'unblocked' });
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => guards?.add((move) => latest.current(move), setBlocker), [guards]);
  return blocker;
}

/** The app's router on the browser's history. */
export function BrowserGuardedRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  return <GuardedRouter history={history}>{children}</GuardedRouter>;
}
