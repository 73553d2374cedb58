import { expect, test } from './fixtures.ts';
import { RewardsPages } from './models/RewardsPages.ts';

test.describe('the actor gift calendar', () => {
  test("is titled with the actor's name as the platform spells it, not as the link writes it", async ({
    page,
  }) => {
    // Links carry the name lower-cased; the platform answers with its own spelling.
    await page.route('**/graphql/query', async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      const spelled = text.includes('"giftCalendar"')
        ? text.replace(/"actorName":"lunalove"/g, '"actorName":"LunaLove"')
        : text;
      await route.fulfill({ response, body: spelled });
    });
    const rewards = new RewardsPages(page);
    await rewards.loginAs('demo', '/en/amateur/lunalove/gift-calendar/');
    await expect(rewards.heading('Gift calendar of LunaLove')).toBeVisible();
  });

  test('falls back to the name of the link when nothing else is known', async ({ page }) => {
    const rewards = new RewardsPages(page);
    await rewards.loginAs('demo', '/en/amateur/nobodyknown/gift-calendar/');
    await expect(rewards.heading('Gift calendar of nobodyknown')).toBeVisible();
  });
});
