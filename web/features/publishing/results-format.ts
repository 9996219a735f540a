// How a published video's rates read on screen.

/** A click-through rate (a ratio) as a percentage with one decimal; a dash when unknown. */
export function formatCtr(ratio: number | null): string {
  return ratio === null ? '–' : `${(ratio * 100).toFixed(1)}%`;
}

/** Seconds as m:ss (h:mm:ss past an hour); a dash when unknown. */
export function formatViewDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const s = Math.round(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/** Minutes watched as hours with one decimal under 100 hours, whole hours above. */
export function formatWatchTime(minutes: number): string {
  const hours = minutes / 60;
  return `${hours < 100 ? hours.toFixed(1) : Math.round(hours).toLocaleString()} h`;
}

/** A count, or a dash when unknown. */
export const formatCount = (v: number | null) => (v === null ? '–' : v.toLocaleString());
