import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Full screen for the whole player (picture, drawing layer, timeline with its note markers and the
 * composer), not the bare video, so notes and drawings stay on screen. Follows Esc and the
 * browser's own exit.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const follow = () => setOn(document.fullscreenElement === target.current && !!target.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);
  const toggle = useCallback(() => {
    const el = target.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (el.requestFullscreen) void el.requestFullscreen();
  }, [target]);
  return { on, toggle, available: typeof document !== 'undefined' && document.fullscreenEnabled };
}

/** The studio player's box, its full screen and whether the shortcuts list is open. */
export function usePlayerChrome() {
  const playerBox = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(playerBox);
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  return { playerBox, fullscreen, help: { open, toggle } };
}
