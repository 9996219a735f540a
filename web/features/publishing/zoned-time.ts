/** The offset (ms) of `timeZone` from UTC at the instant `at`. */
function offsetAt(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall time (`YYYY-MM-DDTHH:mm`, as a datetime-local field gives it) names in
 * `timeZone` (the Partner's zone from Settings), as an ISO string; the browser's zone when null.
 * Undefined for an empty or malformed value.
 */
export function zonedToIso(local: string, timeZone: string | null): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (!timeZone) return new Date(y, mo - 1, d, h, mi).toISOString();
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes find the offset in force at that wall time, across a daylight-saving change too.
  let at = wall - offsetAt(wall, timeZone);
  at = wall - offsetAt(at, timeZone);
  return new Date(at).toISOString();
}
