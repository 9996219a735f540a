import { formatDate } from './format-date';

/** Runs `work` when the browser is idle (soon after, where it cannot tell), as a task of its own. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(work, { timeout: 1000 });
  else window.setTimeout(work, 0);
}

/**
 * Loads the browser's date and collation data while a dashboard page's code downloads. The first
 * `Intl.DateTimeFormat` of a page and its first `localeCompare` each cost tens of milliseconds on
 * a slow phone; left to the render that shows the first dates or sorts the first names, that
 * cost lands inside one long task. Two idle callbacks keep each part a short task of its own.
 */
export function warmIntlWhenIdle(): void {
  whenIdle(() => formatDate(new Date().toISOString(), 'date'));
  whenIdle(() => 'a'.localeCompare('b'));
}
