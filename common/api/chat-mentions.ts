// @mentions in team groups: `@username` calls that person. Usernames are letters, digits, '.',
// '_' and '-', so a mention ends at the first other character.

/** Every `@name` in a text, with where it starts. */
export function mentionsIn(body: string): { name: string; index: number }[] {
  // An @ inside a word (an e-mail address) is not a mention.
  return [...body.matchAll(/(^|[^A-Za-z0-9._-])@([A-Za-z0-9._-]+)/g)].map((m) => ({
    name: (m[2] ?? '').replace(/[._-]+$/, ''),
    index: m.index + (m[1] ?? '').length,
  }));
}

/** Whether `body` mentions the user `username` (case does not matter). */
export function mentions(body: string, username: string): boolean {
  const wanted = username.toLowerCase();
  return mentionsIn(body).some((m) => m.name.toLowerCase() === wanted);
}

/**
 * The `@` word being typed at `caret`, if any: what the composer completes from the group's
 * members. `start` is where the `@` is.
 */
export function mentionAt(text: string, caret: number): { query: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([A-Za-z0-9._-]*)$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { query, start: caret - query.length - 1 };
}
