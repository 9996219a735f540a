import { formatDate } from './format-date';

/**
 * Runs `work` as a task of its own right after the next frame, so it never holds back a paint.
 * Not an idle callback: while a page loads, Chromium grants no idle period, and the callback waited
 * for its timeout, by which time the dashboard's code had often arrived and rendered.
 */
function afterNextFrame(work: () => void): void {
  if (typeof window.requestAnimationFrame === 'function')
    window.requestAnimationFrame(() => window.setTimeout(work, 0));
  else window.setTimeout(work, 0);
}

/**
 * Loads the browser's date and collation data while a dashboard page's code downloads. The first
 * `Intl.DateTimeFormat` of a page (whatever its style) and its first `localeCompare` each cost
 * tens of milliseconds on a slow phone; left to the render that shows the first dates or sorts
 * the first names, that cost lands inside one long task. Two tasks keep each part short, in the
 * time the main thread would otherwise wait for the network.
 */
export function warmIntlWhenIdle(): void {
  afterNextFrame(() => formatDate(new Date().toISOString(), 'date'));
  afterNextFrame(() => 'a'.localeCompare('b'));
}
