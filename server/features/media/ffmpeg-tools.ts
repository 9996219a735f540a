import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { proxyArgs } from './review-proxy-args.js';
import { longestLine, watermarkArgs } from './watermark.js';

const run = promisify(execFile);

/** What ffprobe reads of a video's first video stream. */
export type ProbedVideo = {
  fpsNum: number;
  fpsDen: number;
  durationMs: number;
  width: number;
  height: number;
};

/** The sprite sheet's layout: tiles of a fixed size, left to right, then down. */
export type SpriteLayout = {
  columns: number;
  rows: number;
  count: number;
  intervalMs: number;
  tileWidth: number;
  tileHeight: number;
};

const limits = { timeout: 120_000, maxBuffer: 1024 * 1024 };
// Encoding a whole video takes longer than reading one frame of it.
const encodeLimits = { ...limits, timeout: 30 * 60_000 };

/** The longest reason kept of a failed run: enough for ffmpeg's own one-line diagnosis. */
export const toolFailureMaxLength = 200;

/**
 * A failed run as one short line: the first line the program wrote to stderr that says something,
 * cut to a bounded length. execFile's own error repeats the command and the whole stderr, which
 * for a damaged file is dozens of lines a try, and logs and the failure column keep it as it is.
 */
function toolFailure(command: string, err: unknown): Error {
  const failed = err as { stderr?: unknown; killed?: boolean; code?: unknown; signal?: unknown };
  if (failed.killed) return new Error(`${command} stopped after ${limits.timeout / 1000} s`);
  const said = typeof failed.stderr === 'string' ? failed.stderr : '';
  const line = said
    .split(/\r?\n/)
    .map((text) => text.trim())
    .find((text) => /[a-z]/i.test(text));
  const reason = line ?? `exit ${String(failed.code ?? failed.signal ?? 'unknown')}`;
  const short = `${command}: ${reason}`;
  return new Error(
    short.length > toolFailureMaxLength ? `${short.slice(0, toolFailureMaxLength - 1)}…` : short,
  );
}

async function runTool(command: string, args: string[], options = limits): Promise<string> {
  try {
    return (await run(command, args, options)).stdout;
  } catch (err) {
    throw toolFailure(command, err);
  }
}

/**
 * The frame sizes the job decodes: 8K at most on a side, and at most ten times as long one way as
 * the other. The poster keeps the aspect at 640 px wide, so a 1×4000 video would ask ffmpeg for
 * a poster of 640×2 560 000 pixels; ffprobe reads the size from the header, before any frame.
 */
export const videoFrameBounds = { maxSide: 8192, maxAspect: 10 } as const;

/** The programs the media job runs; tests and servers without ffmpeg get `undefined`. */
export type MediaTools = {
  probe(path: string): Promise<ProbedVideo>;
  poster(path: string, out: string, atMs: number): Promise<void>;
  sprite(path: string, out: string, layout: SpriteLayout): Promise<void>;
  /** A guest's copy of the video at `path` with `text` burned in, written to `out` (MP4). */
  watermark(path: string, out: string, text: string): Promise<void>;
  /** One frame as a JPEG at most 640 px wide: the first frame that starts at or after `atSeconds`. */
  still(path: string, out: string, atSeconds: number): Promise<void>;
  /** The review proxy of a video: H.264 at most 720 px tall, every frame kept, fast start. */
  proxy(path: string, out: string): Promise<void>;
};

/** True when both `ffprobe` and `ffmpeg` answer on the PATH (or at the given commands). */
export async function mediaToolsAvailable(ffprobe = 'ffprobe', ffmpeg = 'ffmpeg') {
  try {
    await run(ffprobe, ['-version'], limits);
    await run(ffmpeg, ['-version'], limits);
    return true;
  } catch {
    return false;
  }
}

function ratio(value: unknown): { num: number; den: number } | undefined {
  if (typeof value !== 'string') return undefined;
  const [num, den] = value.split('/').map(Number);
  if (!num || !den || !Number.isFinite(num) || !Number.isFinite(den)) return undefined;
  return { num, den };
}

/** Reads ffprobe's JSON of one file into the facts we keep; throws when it holds no video. */
export function readProbe(json: string): ProbedVideo {
  const data = JSON.parse(json) as {
    streams?: Array<Record<string, unknown>>;
    format?: { duration?: string };
  };
  const stream = data.streams?.[0];
  if (!stream) throw new Error('no video stream');
  // r_frame_rate is the stream's base rate (30000/1001 for 29.97); avg_frame_rate is a fallback
  // for files whose base rate is a timebase like 90000/1.
  const base = ratio(stream.r_frame_rate);
  const fps = base && base.num / base.den <= 240 ? base : ratio(stream.avg_frame_rate);
  const seconds = Number(stream.duration ?? data.format?.duration);
  const width = Number(stream.width);
  const height = Number(stream.height);
  if (!fps || !Number.isFinite(seconds) || !width || !height) throw new Error('unreadable video');
  const [long, short] = [Math.max(width, height), Math.min(width, height)];
  if (long > videoFrameBounds.maxSide || long > short * videoFrameBounds.maxAspect)
    throw new Error(`a frame of ${width}×${height} is outside the sizes the media job decodes`);
  return {
    fpsNum: fps.num,
    fpsDen: fps.den,
    durationMs: Math.round(seconds * 1000),
    width,
    height,
  };
}

/** The sprite of a video of `durationMs`: one tile a second, at most 100, ten to a row. */
export function spriteLayout(durationMs: number): SpriteLayout {
  const count = Math.max(1, Math.min(100, Math.ceil(durationMs / 1000)));
  const columns = Math.min(10, count);
  return {
    columns,
    rows: Math.ceil(count / columns),
    count,
    intervalMs: Math.max(1, Math.floor(durationMs / count)),
    tileWidth: 160,
    tileHeight: 90,
  };
}

/** The real programs, through execFile (no shell, arguments passed as they are). */
export function ffmpegTools(ffprobe = 'ffprobe', ffmpeg = 'ffmpeg'): MediaTools {
  return {
    async probe(path) {
      const stdout = await runTool(ffprobe, [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=r_frame_rate,avg_frame_rate,width,height,duration:format=duration',
        '-of',
        'json',
        path,
      ]);
      return readProbe(stdout);
    },
    async poster(path, out, atMs) {
      const at = (atMs / 1000).toFixed(3);
      const args = ['-v', 'error', '-y', '-ss', at, '-i', path, '-frames:v', '1'];
      await runTool(ffmpeg, [...args, '-vf', 'scale=640:-2', '-q:v', '4', out]);
    },
    async sprite(path, out, layout) {
      const { columns, rows, intervalMs, tileWidth: w, tileHeight: h } = layout;
      const filter = [
        `fps=1000/${intervalMs}`,
        `scale=${w}:${h}:force_original_aspect_ratio=decrease`,
        `pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2`,
        `tile=${columns}x${rows}`,
      ].join(',');
      const args = ['-v', 'error', '-y', '-i', path, '-vf', filter, '-frames:v', '1'];
      await runTool(ffmpeg, [...args, '-q:v', '5', out]);
    },
    async still(path, out, atSeconds) {
      // Before -i, so ffmpeg seeks to the key frame before and decodes up to the frame asked.
      const args = ['-v', 'error', '-y', '-ss', atSeconds.toFixed(6), '-i', path, '-frames:v', '1'];
      await runTool(ffmpeg, [...args, '-vf', "scale='min(640,iw)':-2", '-q:v', '3', out]);
    },
    async proxy(path, out) {
      await runTool(ffmpeg, proxyArgs(path, out), encodeLimits);
    },
    async watermark(path, out, text) {
      // From a file, so a guest's name needs no escaping in the filter graph.
      const textFile = `${out}.txt`;
      await writeFile(textFile, text);
      await runTool(ffmpeg, watermarkArgs(path, textFile, longestLine(text), out), encodeLimits);
    },
  };
}
