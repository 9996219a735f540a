import { useEffect, useState, useSyncExternalStore } from 'react';

// Every mounted uploader says whether it is busy. React Router allows one navigation blocker at
// a time, so only the first mounted uploader (the leader) installs it, for all of them.
const registry = new Map<symbol, boolean>();
const listeners = new Set<() => void>();
let snapshot: { leader: symbol | undefined; busy: boolean } = { leader: undefined, busy: false };

function recompute(): void {
  snapshot = {
    leader: registry.keys().next().value,
    busy: [...registry.values()].some(Boolean),
  };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers an uploader's busy state. Answers whether this uploader is the one that guards the
 * page, and whether any uploader on the page is busy.
 */
export function useUploadGuard(busy: boolean): { guards: boolean; anyBusy: boolean } {
  const [id] = useState(() => Symbol('uploader'));
  useEffect(() => {
    registry.set(id, busy);
    recompute();
  }, [id, busy]);
  useEffect(
    () => () => {
      registry.delete(id);
      recompute();
    },
    [id],
  );
  const current = useSyncExternalStore(subscribe, () => snapshot);
  return { guards: current.leader === id, anyBusy: current.busy };
}
