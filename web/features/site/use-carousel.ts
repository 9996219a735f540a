import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './use-media-query';

/** Whether the visitor chose to play or pause, or left it to the defaults. */
type Choice = 'auto' | 'play' | 'pause';

type Options = {
  /** Milliseconds between slides. */
  intervalMs: number;
  /** False turns rotation off (for instance when the layout shows every item at once). */
  enabled?: boolean;
};

/**
 * State of an auto-advancing carousel (docs/product.md §4, WAI-ARIA carousel pattern): it moves to the next
 * item every `intervalMs`, wrapping after the last; picking an item restarts the wait; it holds
 * still while the pointer is over it or focus is inside it, while the visitor has paused it, and
 * from the start when the system asks for reduced motion (unless the visitor presses play).
 */
export function useCarousel(count: number, { intervalMs, enabled = true }: Options) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<Choice>('auto');
  const reducedMotion = usePrefersReducedMotion();

  const rotating =
    enabled && count > 1 && (choice === 'play' || (choice === 'auto' && !reducedMotion));
  const running = rotating && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    // Keyed on index: a slide picked by hand gets a full interval before the next move.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index: count === 0 ? 0 : Math.min(index, count - 1),
    /** True while the carousel advances by itself (the play/pause button shows 'Pause'). */
    rotating,
    /** True while a timer is counting down to the next slide. */
    running,
    go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    toggle: () => setChoice(rotating ? 'pause' : 'play'),
    /** Spread on the carousel's outer element: hover and focus hold it still. */
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
