/**
 * The ffmpeg arguments of a video's review proxy: at most 720 px tall (never enlarged), H.264
 * with AAC sound, the index at the front (`faststart`) so playback starts before the whole file
 * arrives. Every frame keeps its time (`-fps_mode passthrough`): notes name frames, and the
 * proxy must show the same frame at the same time as the original.
 */
export function proxyArgs(input: string, out: string): string[] {
  return [
    ...['-v', 'error', '-y', '-i', input, '-map', '0:v:0', '-map', '0:a:0?'],
    ...['-vf', "scale=-2:'min(720,ih)'", '-fps_mode', 'passthrough'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4', out],
  ];
}
