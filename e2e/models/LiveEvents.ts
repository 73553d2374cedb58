import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { untilRealtimeSession } from './realtimeSession.ts';

/**
 * The live events on the cams page (decision 0028): the Clash of Cams scoreboard and the live
 * reactions, and the simulator's demo triggers that push them to a logged-in guest.
 */
export class LiveEventsPanel {
  constructor(readonly page: Page) {}

  /**
   * Pushes a Clash of Cams standing to the guest (default: the first two online performers), once
   * her page has a realtime session.
   */
  static async pushVoting(
    request: APIRequestContext,
    login: string,
    options: { votingId: number; actorIds?: number[]; votes?: number[] },
  ): Promise<{ actors: { actorId: number; votes: number }[] }> {
    const query = new URLSearchParams({ as: login, votingId: String(options.votingId) });
    if (options.actorIds) query.set('actorIds', options.actorIds.join(','));
    if (options.votes) query.set('votes', options.votes.join(','));
    await untilRealtimeSession(request, login);
    const reply = await request.post(`/dev/liveEvents/clashOfCams?${query}`);
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as { actors: { actorId: number; votes: number }[] };
  }

  /** Pushes a performer's live reaction to the guest. */
  static async pushReaction(
    request: APIRequestContext,
    login: string,
    actorId: number,
    reaction: string,
  ): Promise<void> {
    const query = new URLSearchParams({ as: login, actorId: String(actorId), reaction });
    await untilRealtimeSession(request, login);
    const reply = await request.post(`/dev/liveEvents/reaction?${query}`);
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  get voting(): Locator {
    return this.page.getByRole('region', { name: 'Clash of Cams' });
  }
  /** The scoreboard's rows, most votes first. */
  get votingRows(): Locator {
    return this.voting.getByRole('listitem');
  }
  get close(): Locator {
    return this.voting.getByRole('button', { name: 'Close Clash of Cams' });
  }
  get reactions(): Locator {
    return this.page.getByRole('list', { name: 'Live reactions' }).getByRole('listitem');
  }

  /** Axe (no serious or critical) at 1366 and 390 px, with a review shot at each. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1366, 390]) {
      await this.page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(this.page, '.live-events');
      await reviewShot(this.page, { path: `${SHOTS}/live-events-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1366, height: 900 });
  }
}
