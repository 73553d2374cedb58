// Draws the simulator's preview clip (simulator/content/preview.webm) in the local Chromium: a
// canvas animation recorded by MediaRecorder as VP8 WebM, 320x180, 3 s, no download, no ffmpeg.
// Run once with `node simulator/content/makePreviewClip.mjs`; the clip is committed beside it.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    document.body.append(canvas);
    const g = canvas.getContext('2d');
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 150_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise((resolve) => {
      const draw = () => {
        const t = (performance.now() - started) / 3000;
        const hue = Math.round(330 + t * 60) % 360;
        g.fillStyle = `hsl(${hue},70%,40%)`;
        g.fillRect(0, 0, 320, 180);
        g.fillStyle = 'hsla(0,0%,100%,0.35)';
        g.beginPath();
        g.arc(40 + t * 240, 90, 40, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = '#fff';
        g.font = '20px sans-serif';
        g.fillText('Preview', 16, 164);
        if (t < 1) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const file = new URL('./preview.webm', import.meta.url);
  writeFileSync(file, Buffer.from(base64, 'base64'));
  console.log(`wrote ${file.pathname} (${Buffer.from(base64, 'base64').length} bytes)`);
} finally {
  await browser.close();
}
