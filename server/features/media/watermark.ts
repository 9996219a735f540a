/**
 * The ffmpeg arguments of a guest's copy: at most 1280 px wide, H.264 with the sound kept, and
 * the watermark burned in three times (top, middle, bottom, centred), so no crop of a useful
 * picture loses it. The font follows the picture's width so each line fits whole at any size
 * the copy is shown (a phone at 390 px shows it scaled, never clipped). `chars` is the longest
 * line's length.
 */
export function watermarkArgs(input: string, textFile: string, chars: number, out: string) {
  // DejaVu Sans averages about 0.6 em a character; 0.9 leaves a margin on both sides.
  const fit = `w*0.9/(0.6*${Math.max(1, chars)})`;
  const size = `max(8\\,min(h/14\\,${fit}))`;
  const text = (y: string) =>
    [
      `drawtext=textfile='${textFile}'`,
      'expansion=none',
      'fontcolor=white@0.55',
      'borderw=2',
      'line_spacing=4',
      'bordercolor=black@0.45',
      `fontsize=${size}`,
      'x=(w-text_w)/2',
      `y=${y}`,
    ].join(':');
  const filter = [
    "scale='min(1280,iw)':-2",
    text('h/6-text_h/2'),
    text('(h-text_h)/2'),
    text('h*5/6-text_h/2'),
  ].join(',');
  return [
    ...['-v', 'error', '-y', '-i', input, '-map', '0:v:0', '-map', '0:a:0?', '-vf', filter],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4', out],
  ];
}

/**
 * The text burned into a guest's copy: who watches on the first line, through which link and
 * since when (UTC) on the second, so the font can be twice as large as on one long line.
 */
export function watermarkText(guestName: string, linkId: string, at: Date): string {
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${guestName}\nlink ${linkId.slice(0, 8)} · ${when}`;
}

/** The characters of the longest line: what the font size must fit into the width. */
export const longestLine = (text: string) =>
  Math.max(...text.split('\n').map((line) => [...line].length));
