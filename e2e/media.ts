import type { Browser } from '@playwright/test';

/**
 * Records a small, real WebM in Chromium itself: a canvas of moving noise captured by
 * MediaRecorder (VP8, 4 Mbit/s for about 2.5 s, so about 1.3 MB). No download, no ffmpeg, and
 * Chromium can certainly play what it recorded.
 */
export async function recordClip(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent('<canvas width="320" height="240"></canvas>');
    const base64 = await page.evaluate(async () => {
      const canvas = document.querySelector('canvas')!;
      const context = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(30), {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: 4_000_000,
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const draw = setInterval(() => {
        const image = context.createImageData(320, 240);
        for (let i = 0; i < image.data.length; i += 1) image.data[i] = (Math.random() * 255) | 0;
        context.putImageData(image, 0, 0);
      }, 33);
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.stop();
      await stopped;
      clearInterval(draw);
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    });
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

/** Draws a small, real PNG in Chromium (a 320 x 180 canvas with a gradient and a label). */
export async function drawImage(browser: Browser, label: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent('<canvas width="320" height="180"></canvas>');
    const base64 = await page.evaluate((text) => {
      const canvas = document.querySelector('canvas')!;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 320, 180);
      gradient.addColorStop(0, '#3b2f8f');
      gradient.addColorStop(1, '#e0662b');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#fff';
      context.font = 'bold 28px sans-serif';
      context.fillText(text, 20, 100);
      return canvas.toDataURL('image/png').split(',')[1]!;
    }, label);
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}
