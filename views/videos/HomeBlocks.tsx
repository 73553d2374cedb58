import { DomainGate } from '../pages/DomainGate.tsx';
import type { VideoStrip } from '../../machines/videos/videos.queries.ts';
import { Jumbotron, VideoStripView } from './VideoPages.tsx';

const strip = (category: VideoStrip) =>
  function StripBlock() {
    return (
      <DomainGate domain="videos">
        <VideoStripView category={category} />
      </DomainGate>
    );
  };

/** Start page blocks (seed 000 §2): VIP30, Trends, WelcomeClips (free clips) and Videostation. */
export const Vip30Block = strip('vip30Videos');
export const TrendsBlock = strip('trendingVideos');
export const WelcomeClipsBlock = strip('freeVideos');
export function VideostationBlock() {
  return (
    <DomainGate domain="videos">
      <Jumbotron type="homepage" />
    </DomainGate>
  );
}
