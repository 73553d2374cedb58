import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi } from '../services/content/contentApi.ts';
import type { RunningSimulator } from './server.ts';
import { loginAs, restUrl, startTestSimulator, tempDir } from './testing.ts';

/**
 * The resolver rule of prices (simulator/money.ts `quoteCurrencyOf`): every price the query
 * service and the REST calls answer is in the caller's currency, the same figure for francs.
 */
let sim: RunningSimulator;
const data = tempDir();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
  for (const login of ['demo', 'franc']) tokens[login] = (await loginAs(sim, login)).accessToken;
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

interface Price {
  value: number;
  currency: string;
}

async function query<T>(login: string, text: string): Promise<T> {
  const response = await fetch(sim.config.queryServiceUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[login]}` },
    body: JSON.stringify({ query: text }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const rest = async <T>(login: string, path: string): Promise<T> =>
  (await (await fetch(restUrl(sim, path, { access_token: tokens[login] ?? '' }))).json()) as T;

/** What a list answers for each login: the same figures, in euro for demo and francs for franc. */
async function expectQuoted(read: (login: string) => Promise<Price[]>): Promise<void> {
  const euro = await read('demo');
  const franc = await read('franc');
  expect(euro.length).toBeGreaterThan(0);
  expect(new Set(euro.map((price) => price.currency))).toEqual(new Set(['EUR']));
  expect(franc).toEqual(euro.map((price) => ({ ...price, currency: 'CHF' })));
}

describe('prices in the caller’s currency', () => {
  it('cam tiles, top cams and recommendations', async () => {
    await expectQuoted(async (login) => {
      const { models, topCams, recommendations } = await query<{
        models: { items: { videoChatPrice: Price }[] };
        topCams: { items: { videocallPrice: Price }[] };
        recommendations: { videoChatPrice: Price }[];
      }>(
        login,
        `{ models(limit: 5) { items { videoChatPrice { value currency } } }
           topCams(type: TOP_100, limit: 3) { items { videocallPrice { value currency } } }
           recommendations(first: 2) { videoChatPrice { value currency } } }`,
      );
      return [
        ...models.items.map((each) => each.videoChatPrice),
        ...topCams.items.map((each) => each.videocallPrice),
        ...recommendations.map((each) => each.videoChatPrice),
      ];
    });
  });

  it('videos (price and base price), the jumbotron and chat show tickets', async () => {
    await expectQuoted(async (login) => {
      const { videos_v2: videos, chatShows } = await query<{
        videos_v2: { price: Price; basePrice: Price }[];
        chatShows: { items: { price: Price }[] };
      }>(
        login,
        `{ videos_v2(ids: [5101, 5102]) { price { value currency } basePrice { value currency } }
           chatShows(first: 3) { items { price { value currency } } } }`,
      );
      const jumbotron = await rest<{ slides: { video: { price: Price } }[] }>(
        login,
        'video/jumbotron/config',
      );
      return [
        ...videos.flatMap((video) => [video.price, video.basePrice]),
        ...chatShows.items.map((show) => show.price),
        ...jumbotron.slides.map((slide) => slide.video.price),
      ];
    });
  });

  it('the daily bonus offers', async () => {
    await expectQuoted(async (login) => {
      const { dailyBonus } = await query<{
        dailyBonus: Record<
          'today' | 'yesterday' | 'tomorrow',
          { price: Price | null; effect: { value: number; unit: string } | null } | null
        >;
      }>(login, '{ dailyBonus { today yesterday tomorrow } }');
      return [dailyBonus.today, dailyBonus.yesterday, dailyBonus.tomorrow].flatMap((offer) => [
        ...(offer?.price ? [offer.price] : []),
        // A flat top-up bonus is money too.
        ...(offer?.effect?.unit === 'EUR' || offer?.effect?.unit === 'CHF'
          ? [{ value: offer.effect.value, currency: offer.effect.unit }]
          : []),
      ]);
    });
  });

  it('an actor’s chat buttons, her profile preview and a video page', async () => {
    const content = createContentApi(fetch);
    await expectQuoted(async (login) => {
      const profile = await rest<{
        chatButtons: {
          prices: Record<string, unknown>;
          multiChatPrice: Price;
          singleC2CChatPrice: Price;
        };
      }>(login, 'getActorDataByIdOrName/lanalove');
      const buttons = profile.chatButtons;
      const preview = await rest<{ chatPrice: Price }>(login, 'phoenix/get_profile_preview/3101');
      const item = await content.loadItem(
        {
          restBaseUrl: sim.config.restBaseUrl,
          ver: sim.config.ver,
          language: 'en',
          accessToken: tokens[login] ?? '',
        },
        { kind: 'video', actorName: 'lanalove', id: 5101 },
      );
      const prices = Object.values(buttons.prices).filter(
        (value): value is Price => typeof value === 'object' && value !== null,
      );
      expect(prices.length).toBeGreaterThanOrEqual(6);
      return [
        ...prices,
        buttons.multiChatPrice,
        buttons.singleC2CChatPrice,
        preview.chatPrice,
        item.price,
      ];
    });
  });
});
