import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TV_PLAYER } from '../../machines/tv/tv.machine.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { HlsPlayer } from './HlsPlayer.tsx';

// Rendered on the server (no DOM, effects do not run): what the player shows once its machine
// failed, on the real app system (the demo engine) with the TV domain started.

/** The TV's player, loading the live stream, then failed as the view reports `detail`. */
async function failedWith(detail: string): Promise<string> {
  const demo: DemoView = await demoView();
  demo.engine.send('app', { type: 'app.domainWanted', domain: 'tv' });
  await demo.settle();
  demo.engine.send(TV_PLAYER, { type: 'player.load', src: '/media/tv/live/free.m3u8', live: true });
  demo.engine.send(TV_PLAYER, { type: 'player.failed', detail });
  await demo.settle();
  return demo.render(<HlsPlayer player={TV_PLAYER} label="Free TV player" />);
}

beforeEach(() => {
  initI18n('en');
});

afterEach(stopDemoViews);

/** The TV's player, loading the live stream, after these fatal hls.js errors. */
async function afterHlsErrors(errorTypes: string[]): Promise<string> {
  const demo: DemoView = await demoView();
  demo.engine.send('app', { type: 'app.domainWanted', domain: 'tv' });
  await demo.settle();
  demo.engine.send(TV_PLAYER, { type: 'player.load', src: '/media/tv/live/free.m3u8', live: true });
  for (const errorType of errorTypes)
    demo.engine.send(TV_PLAYER, { type: 'player.hlsError', errorType, details: `${errorType}-x` });
  await demo.settle();
  return demo.render(<HlsPlayer player={TV_PLAYER} label="Free TV player" />);
}

describe('the player after a fatal hls.js error', () => {
  it('recovers a media error once, saying it is buffering, with no failure yet', async () => {
    const html = await afterHlsErrors(['mediaError']);
    expect(html).toContain('data-status="recovering"');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('Play again');
  });

  it('gives up on a second media error and offers a retry', async () => {
    const html = await afterHlsErrors(['mediaError', 'mediaError']);
    expect(html).toContain('data-status="failed"');
    expect(html).toContain('The video could not be played.');
    expect(html).toContain('Play again');
  });

  it('retries the network twice, then gives up; other fatal errors fail at once', async () => {
    expect(await afterHlsErrors(['networkError', 'networkError'])).toContain(
      'data-status="recovering"',
    );
    expect(await afterHlsErrors(['networkError', 'networkError', 'networkError'])).toContain(
      'data-status="failed"',
    );
    expect(await afterHlsErrors(['muxError'])).toContain('data-status="failed"');
  });
});

describe('the player failed', () => {
  it('says a browser that plays no HLS cannot play the stream, with no retry that cannot help', async () => {
    const html = await failedWith('unsupported');
    expect(html).toContain('data-status="failed"');
    expect(html).toContain('This browser cannot play this video stream.');
    expect(html).not.toContain('Play again');
  });

  it('offers a retry for any other failure', async () => {
    const html = await failedWith('manifestLoadError');
    expect(html).toContain('The video could not be played.');
    expect(html).toContain('Play again');
  });
});
