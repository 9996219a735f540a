import { describe, expect, it } from 'vitest';
import { readProbe } from './ffmpeg-tools.js';

const probe = (width: number, height: number) =>
  JSON.stringify({
    streams: [{ r_frame_rate: '25/1', width, height, duration: '4.0' }],
    format: { duration: '4.0' },
  });

describe('reading a probe', () => {
  it('reads the facts of an ordinary video, landscape or portrait', () => {
    expect(readProbe(probe(1920, 1080))).toMatchObject({ width: 1920, height: 1080 });
    expect(readProbe(probe(1080, 1920))).toMatchObject({ durationMs: 4000, fpsNum: 25 });
  });

  it('refuses frames too thin or too large to decode, before a poster is made', () => {
    expect(() => readProbe(probe(1, 4000))).toThrow(/1×4000/);
    expect(() => readProbe(probe(4000, 1))).toThrow(/outside/);
    expect(() => readProbe(probe(16384, 8640))).toThrow(/outside/);
  });
});
