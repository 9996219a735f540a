import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpegTools, readProbe, toolFailureMaxLength } from './ffmpeg-tools.js';

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

describe('a tool that fails', () => {
  it('gives one short line, the first the program said, not its whole stderr', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crewcast-fake-ffprobe-'));
    try {
      // What ffprobe writes for a damaged file, and then some: a blank line, a diagnosis, more.
      const fake = join(dir, 'ffprobe');
      const noise = Array.from({ length: 40 }, (_, i) => `echo "[mov @ 0x55] box ${i} broken" >&2`);
      const long = 'x'.repeat(500);
      await writeFile(
        fake,
        [
          '#!/bin/sh',
          'echo "" >&2',
          `echo "  moov atom not found ${long}" >&2`,
          ...noise,
          'exit 1',
        ].join('\n'),
      );
      await chmod(fake, 0o755);
      const failure = await ffmpegTools(fake)
        .probe(join(dir, 'video.mp4'))
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(Error);
      const { message } = failure as Error;
      expect(message).toMatch(/^.*ffprobe: moov atom not found x+…$/);
      expect(message).not.toContain('\n');
      expect(message.length).toBeLessThanOrEqual(toolFailureMaxLength);
      expect(Object.keys(failure as object)).not.toContain('stderr');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
