import { describe, expect, it } from 'vitest';
import { mentionAt, mentions, mentionsIn } from './chat-mentions.js';

describe('mentions', () => {
  it('finds whole usernames, whatever their case, and not their prefixes', () => {
    expect(mentions('Thanks @Editor, nice cut.', 'editor')).toBe(true);
    expect(mentions('Ask @editor2 instead', 'editor')).toBe(false);
    expect(mentions('mail me at pat@editor.example', 'editor')).toBe(false);
    expect(mentionsIn('@a and @b.c.')).toEqual([
      { name: 'a', index: 0 },
      { name: 'b.c', index: 7 },
    ]);
  });

  it('tells the word being typed after an @', () => {
    expect(mentionAt('Hi @ed', 6)).toEqual({ query: 'ed', start: 3 });
    expect(mentionAt('@', 1)).toEqual({ query: '', start: 0 });
    expect(mentionAt('Hi @ed there', 12)).toBeNull();
    expect(mentionAt('pat@ed', 6)).toBeNull();
  });
});
