import { CookieBanner } from './models/CookieBanner.ts';
import { LiveEventsPanel } from './models/LiveEvents.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { expect, test } from './fixtures.ts';

const T = { timeout: 15_000 };

test.describe('live events', () => {
  test('a guest on the cams page sees the Clash of Cams standing change live, a reaction burst, and closes the voting', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await CookieBanner.decided(context, baseURL ?? '', { functional: false, analytics: false });
    const guest = await guestCopyOf(request, 'demo');
    await new ShellPage(page).loginAs(guest, '/en/cams/');
    const live = new LiveEventsPanel(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(T);
    await expect(live.voting).toHaveCount(0);

    // The platform pushes a standing: both performers, by name, the leader first.
    const { actors } = await LiveEventsPanel.pushVoting(request, guest, {
      votingId: 1,
      votes: [12, 7],
    });
    await expect(live.votingRows).toHaveCount(2, T);
    await expect(live.votingRows.first()).toContainText('12 votes · 63 %', T);
    await expect(live.votingRows.first()).toContainText('Leading');
    await expect(live.votingRows.first().getByRole('link', { name: /^Vote for / })).toBeVisible(T);

    // The next standing moves the other performer ahead.
    const [first, second] = actors.map((actor) => actor.actorId);
    await LiveEventsPanel.pushVoting(request, guest, {
      votingId: 1,
      actorIds: [first!, second!],
      votes: [12, 20],
    });
    await expect(live.votingRows.first()).toContainText('20 votes · 63 %', T);

    // A performer reacts: her burst shows with her name, and goes after a few seconds.
    await LiveEventsPanel.pushReaction(request, guest, first!, 'fire');
    await expect(live.reactions).toHaveCount(1, T);
    await expect(live.reactions.first()).toContainText(/reacts$/);
    await live.checkScreen('voting');
    await expect(live.reactions).toHaveCount(0, { timeout: 10_000 });

    // Closed, the voting stays closed for its further standings.
    await live.close.click();
    await expect(live.voting).toHaveCount(0);
    await LiveEventsPanel.pushVoting(request, guest, { votingId: 1, votes: [13, 20] });
    await LiveEventsPanel.pushReaction(request, guest, first!, 'heart');
    await expect(live.reactions).toHaveCount(1, T);
    await expect(live.voting).toHaveCount(0);
  });
});
