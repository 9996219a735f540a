import { describe, expect, it } from 'vitest';
import { requiredMessage } from '../errors.js';
import {
  BoostForm,
  canonicalVideoUrl,
  MonthText,
  videoLinkProblem,
  youtubeVideoId,
} from './games.js';

const id = 'dQw4w9WgXcQ';

describe('youtubeVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/live/${id}`,
    `  https://www.youtube.com/embed/${id}  `,
  ])('reads the video id of %s', (link) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    `http://www.youtube.com/watch?v=${id}`,
    `https://www.youtube.com.evil.example/watch?v=${id}`,
    `https://vimeo.com/${id}`,
    'https://www.youtube.com/@somechannel',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/watch?v=short',
    `https://user:pw@www.youtube.com/watch?v=${id}`,
    `https://youtube.com@evil.example/watch?v=${id}`,
    `javascript:alert(1)//https://youtu.be/${id}`,
    'not a link',
  ])('refuses %s', (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });

  it('stores one address per video', () => {
    expect(canonicalVideoUrl(id)).toBe(`https://www.youtube.com/watch?v=${id}`);
  });
});

describe('videoLinkProblem', () => {
  it.each([
    [`https://youtu.be/${id}`, null],
    [`http://www.youtube.com/watch?v=${id}`, 'Start the link with https://'],
    ['youtube.com/watch', 'Start the link with https://'],
    [`https://vimeo.com/${id}`, 'This links to vimeo.com, not to YouTube.'],
    [`https://youtube.com@evil.example/watch?v=${id}`, 'not to YouTube'],
    ['https://www.youtube.com/@somechannel', 'not a channel or playlist'],
    ['https://www.youtube.com/playlist?list=PL123', 'not a channel or playlist'],
    ['https://www.youtube.com/watch?v=short', '“short” has 5'],
    [`https://youtu.be/${id}x`, `“${id}x” has 12`],
    ['https://youtu.be/abc$efghijk', 'only letters, digits, - and _'],
  ])('says what is wrong with %s', (link, problem) => {
    if (problem === null) expect(videoLinkProblem(link)).toBeNull();
    else expect(videoLinkProblem(link)).toContain(problem);
  });

  it('is the message the form shows under the link', () => {
    const result = BoostForm.safeParse({
      videos: [{ url: 'https://www.youtube.com/watch?v=short', publishedOn: '2026-11-20' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('11 characters');
  });
});

describe('BoostForm', () => {
  const video = (url: string, publishedOn = '2026-11-20') => ({ url, publishedOn });

  it('takes one to ten videos and an optional note', () => {
    const parsed = BoostForm.parse({ videos: [video(`https://youtu.be/${id}`)] });
    expect(parsed.note).toBe('');
    expect(
      BoostForm.safeParse({
        videos: Array.from({ length: 11 }, (_, i) =>
          video(`https://youtu.be/${String(i).padStart(11, 'a')}`),
        ),
      }).success,
    ).toBe(false);
    expect(BoostForm.safeParse({ videos: [] }).success).toBe(false);
  });

  it('refuses the same video twice, even written two ways', () => {
    const result = BoostForm.safeParse({
      videos: [video(`https://youtu.be/${id}`), video(`https://www.youtube.com/watch?v=${id}`)],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['videos', 1, 'url'],
      message: 'This video is already in the form; each video counts once.',
    });
  });

  it('marks an empty link or date as required, and a bad date as invalid', () => {
    const result = BoostForm.safeParse({ videos: [{ url: '', publishedOn: '' }] });
    expect(result.error?.issues.map((i) => i.message)).toEqual([requiredMessage, requiredMessage]);
    const bad = BoostForm.safeParse({ videos: [video(`https://youtu.be/${id}`, '2026-13-01')] });
    expect(bad.error?.issues[0]?.message).toBe('Expected a date (YYYY-MM-DD).');
  });

  it('refuses a note over 400 characters', () => {
    expect(
      BoostForm.safeParse({ videos: [video(`https://youtu.be/${id}`)], note: 'x'.repeat(401) })
        .success,
    ).toBe(false);
  });
});

describe('MonthText', () => {
  it('takes YYYY-MM only', () => {
    expect(MonthText.safeParse('2026-11').success).toBe(true);
    expect(MonthText.safeParse('2026-13').success).toBe(false);
    expect(MonthText.safeParse('2026-1').success).toBe(false);
  });
});
