import { expect, test } from './fixtures.ts';
import { RewardsPages } from './models/RewardsPages.ts';
import { guestCopyOf } from './models/TestGuests.ts';

test.describe('the actor gift calendar', () => {
  test("is titled with the actor's name as the platform spells it, not as the link writes it", async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
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
    await rewards.loginAs(demoGuest, '/en/amateur/lunalove/gift-calendar/');
    await expect(rewards.heading('Gift calendar of LunaLove')).toBeVisible();
  });

  test('falls back to the name of the link when nothing else is known', async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const rewards = new RewardsPages(page);
    await rewards.loginAs(demoGuest, '/en/amateur/nobodyknown/gift-calendar/');
    await expect(rewards.heading('Gift calendar of nobodyknown')).toBeVisible();
  });
});
