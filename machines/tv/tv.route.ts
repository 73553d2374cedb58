import type { RouteEnteredEvent, RouteToldEvent } from '../shell/shell.route.ts';
import type { ProgramType, TvChannel, TvPage } from './tv.types.ts';

/** What the TV domain is asked for on a route of its own (its `tv.…` events). */
type TvRouteAsk =
  | { type: 'tv.watch'; channel: TvChannel }
  | { type: 'tv.showProgram'; program: ProgramType }
  | { type: 'tv.showSeries' }
  | { type: 'tv.showEpisodes'; key: string }
  | { type: 'tv.show'; page: TvPage };

const format = (key: string): TvRouteAsk => ({ type: 'tv.show', page: { kind: 'format', key } });

/**
 * What a TV route shows, as the domain's own asks: a livestream its channel and the current
 * program, the program pages theirs, the mediathek its series, a series its format and episodes,
 * a format, post or video page its page (a video plays in the one player).
 */
export function tvRouteAsks({ name, params }: RouteEnteredEvent): TvRouteAsk[] {
  switch (name) {
    case 'tvLivestream':
    case 'tvPremiumLivestream':
      return [
        { type: 'tv.watch', channel: name === 'tvLivestream' ? 'free' : 'premium' },
        { type: 'tv.showProgram', program: 'current' },
      ];
    case 'tvLateNight':
      return [{ type: 'tv.showProgram', program: 'lateNight' }];
    case 'tvProgram':
      return [{ type: 'tv.showProgram', program: 'current' }];
    case 'tvMediaSeries':
      return [{ type: 'tv.showSeries' }];
    case 'tvMediathekSeries':
    case 'tvMediathekVideos': {
      const key = (name === 'tvMediathekSeries' ? params.series : params.key) ?? '';
      return [format(key), { type: 'tv.showEpisodes', key }];
    }
    case 'tvFormat':
      return [format(params.formatKey ?? '')];
    case 'tvPost':
      return [{ type: 'tv.show', page: { kind: 'post', key: params.slug ?? '' } }];
    case 'tvVideo':
      return [{ type: 'tv.show', page: { kind: 'video', key: params.videoId ?? '' } }];
    default:
      return [];
  }
}

/** Whether leaving the route stops the one player (a livestream's, a video's). */
export const playsOn = (name: RouteToldEvent['name']): boolean =>
  name === 'tvLivestream' || name === 'tvPremiumLivestream' || name === 'tvVideo';
