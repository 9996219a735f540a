import { execFileSync } from 'node:child_process';

/**
 * A 10 s, 25 fps MP4 made by ffmpeg from one of its test patterns (`testsrc`, `smptebars`, …);
 * with `counter` each picture shows its own frame number, so a screenshot tells the frame.
 */
export function makeClip(file: string, { source = 'testsrc', counter = false } = {}) {
  const frameNumber =
    "drawtext=text='%{frame_num}':x=20:y=20:fontsize=48:fontcolor=white:box=1:boxcolor=black";
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `${source}=size=640x360:rate=25`, '-t', '10'],
    ...(counter ? ['-vf', frameNumber] : []),
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
  ]);
}
