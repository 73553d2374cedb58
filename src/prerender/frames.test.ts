import { describe, expect, it } from 'vitest';
import { visitorState } from '../../simulator/guest-state.ts';
import { FIRST_PICTURE, FIRST_SCREENS } from './firstScreen.ts';
import { renderFrames } from './frames.tsx';
import { renderFrame } from './renderFrame.tsx';

describe('renderFrame', () => {
  it('renders a visitor’s cams page: the navbar’s links, the heading, the skeleton, the cookie banner', async () => {
    const html = await renderFrame({
      path: '/en/cams/',
      language: 'en',
      width: 1366,
      guest: visitorState(),
    });
    expect(html).toContain('data-layout="desktop"');
    expect(html).toMatch(/<a [^>]*href="\/en\/videos\/"[^>]*>Videos<\/a>/);
    expect(html).toContain('<h1>Live cams</h1>');
    expect(html).toContain('<h2 id="cookie-title">Cookies on this site</h2>');
    // No answer reached it: the grid is the page's skeleton, not demo actors.
    expect(html).toContain('tile-grid');
    expect(html).not.toContain('LanaLove');
    // The page is in the markup as shown, not outlined into a hidden segment that only React's
    // script reveals: a visitor without scripts sees it (React's 12 800-byte chunk did that to
    // the cams page once its skeletons were the tiles' shape).
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('<!--$?-->');
  });

  it('renders the phone layout below the shell’s breakpoint', async () => {
    const html = await renderFrame({
      path: '/en/',
      language: 'en',
      width: 390,
      guest: visitorState(),
    });
    expect(html).toContain('data-layout="mobile"');
    expect(html).toContain('<h1>Live cams, videos and TV</h1>');
  });
});

describe('renderFrames', () => {
  it('gives each language its pages, and the profile a template with a generic heading to fill', async () => {
    const frames = await renderFrames('de');
    const profile = frames.find((frame) => frame.route === 'actorProfile');
    expect(profile).toMatchObject({
      path: '/de/amateur/:actorName/',
      file: 'de/amateur/[actorName]/index.html',
      fill: 'actorName',
    });
    expect(profile?.markup).toContain('<h1 data-frame-fill="actorName">Amateur-Profil</h1>');
    // A video page: a template for any actor and video, her video loading under the navbar,
    // the cookie banner of a first visit in each layout.
    const video = frames.find((frame) => frame.route === 'actorVideoDetails');
    expect(video).toMatchObject({
      path: '/de/amateur/:actorName/videos/:videoId/',
      file: 'de/amateur/[actorName]/videos/[videoId]/index.html',
    });
    expect(video).not.toHaveProperty('fill');
    expect(video?.markup.split('<h2 id="cookie-title">')).toHaveLength(3);
    expect(video?.markup).toContain('class="container page page-loading"');
    expect(video?.markup).not.toMatch(/frameparam|909090909/);
    const cams = frames.find((frame) => frame.route === 'home');
    expect(cams).toMatchObject({ path: '/de/', file: 'de/index.html' });
    // Both layouts, each with its own SVG definitions (a hidden frame's would paint nothing).
    expect(cams?.markup).toContain('<div data-frame="desktop">');
    expect(cams?.markup).toContain('<div data-frame="mobile">');
    expect(cams?.markup).toContain('id="logo-gradient-mobile"');
    expect(cams?.markup).toContain('url(#logo-gradient-desktop)');
    // The video station's jumbotron room is where the server shows its first picture, per layout.
    const videos = frames.find((frame) => frame.route === 'videos');
    const slot = `${FIRST_SCREENS.videos?.slot?.after}${FIRST_PICTURE}</div>`;
    expect(videos?.markup.split(slot)).toHaveLength(3);
    // The blog's first featured card's room, in the landing's skeleton under its heading.
    const blog = frames.find((frame) => frame.route === 'blog');
    const room = `${FIRST_SCREENS.blog?.slot?.after}${FIRST_PICTURE}</div>`;
    expect(blog?.markup.split(room)).toHaveLength(3);
    expect(blog?.markup).toContain('<h2 id="blog-featured">Empfohlen</h2>');
    expect(cams?.markup).not.toContain(FIRST_PICTURE);
  });
});
