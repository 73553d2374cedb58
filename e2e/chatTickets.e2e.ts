import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { CamShowsPage, ChatTickets } from './models/CamShowsPage.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { LiveChatPage } from './models/LiveChatPage.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { expect, test } from './fixtures.ts';

// Generous: the machine that runs these is shared and busy; slow must not mean failed.
const T = { timeout: 30_000 };
/** A show started this far ahead is listed upcoming first, on a page opened meanwhile. */
const SHOW_STARTS_IN_S = 20;

test.describe('chat show tickets', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a ticket is bought, and another purchase fails with an error code that is shown', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const guest = await guestCopyOf(request, 'demo', { balance: '100.00' });
    const shows = new CamShowsPage(page);
    const tickets = new ChatTickets(page);
    await new ShellPage(page).loginAs(guest, '/en/cam-shows/');
    await expect(shows.heading).toBeVisible(T);
    const balance = page.getByTestId('guest-balance').first();
    await expect(balance).toHaveText('100,00 €', T);

    // A paid show: which shows are free depends on the hour the simulator's schedule starts at.
    const show = tickets.buyablePaid.first();
    await expect(show).toBeVisible(T);
    const showId = await show.getAttribute('data-show-id');
    const actorName = (await show.locator('a.cam-show-actor').textContent())!.trim();
    await tickets.buyButton(show).click();
    await expect(tickets.dialog).toContainText('Price: ', T);
    await tickets.checkScreen('confirm');
    await tickets.confirm.click();
    await expect(tickets.dialog).toContainText('is booked', T);
    await tickets.checkScreen('bought');
    await tickets.close.click();
    await expect(tickets.dialog).toBeHidden();
    const bought = page.locator(`article.cam-show[data-show-id="${showId}"]`);
    await expect(bought.locator('.cam-show-ticket')).toHaveText('You have a ticket', T);
    // The price left the balance, and the navbar shows it.
    await expect(balance).not.toHaveText('100,00 €', T);

    // Another show with a promo code that is not hers: refused, the code and its meaning shown.
    const other = tickets.buyable.first();
    await tickets.buyButton(other).click();
    await tickets.promoCode.fill('NOT-HER-CODE');
    await tickets.confirm.click();
    await expect(tickets.error).toContainText('This promo code is not valid for this show.', T);
    await expect(tickets.error).toContainText('Error code: invalid_promo_code');
    await tickets.checkScreen('failed');
    // Retry keeps the show; without the code the purchase goes through.
    await tickets.dialog.getByRole('button', { name: 'Try again' }).click();
    await tickets.promoCode.fill('');
    await tickets.confirm.click();
    await expect(tickets.dialog).toContainText('is booked', T);
    await tickets.close.click();

    // Bought tickets appear in the benefits.
    await page.goto('/en/myvisitx/benefits/');
    const benefits = page.getByRole('region', { name: 'Chat show tickets' });
    await expect(benefits.getByRole('listitem').filter({ hasText: actorName }).first()).toBeVisible(
      T,
    );
  });

  test('an invitation push is accepted and the ticket is held', async ({ page, request }) => {
    test.setTimeout(180_000);
    const guest = await guestCopyOf(request, 'demo', { balance: '5.00' });
    const tickets = new ChatTickets(page);
    await new ShellPage(page).loginAs(guest, '/en/');
    await expect(page.getByTestId('guest-balance').first()).toHaveText('5,00 €', T);
    const invited = await ChatTickets.invite(request, guest);
    await expect(tickets.invitation).toContainText(invited.actorName, T);
    await tickets.checkScreen('invitation');
    await tickets.invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(tickets.invitation).toContainText('Your ticket is booked', T);
    await tickets.checkScreen('invitation-accepted');
    // Claimed free: the balance is unchanged.
    await expect(page.getByTestId('guest-balance').first()).toHaveText('5,00 €');
    // The show can be joined from her live show page as a LIVESHOW chat.
    await expect(tickets.invitation.getByRole('link', { name: 'Join the show' })).toHaveAttribute(
      'href',
      new RegExp(`/live-show/\\?chat=ticketShow$`),
    );
    // Her live show page lists the ticket among the guest's tickets for her shows.
    await tickets.invitation.getByRole('link', { name: 'Join the show' }).click();
    const held = page.getByRole('region', { name: `Your tickets for ${invited.actorName}` });
    await expect(held.locator(`li[data-show-id="${invited.showId}"]`)).toBeVisible(T);
  });

  test('a ticket holder joins the show at its start as LIVESHOW, with no charge by the minute', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const guest = await guestCopyOf(request, 'demo', { balance: '5.00' });
    const tickets = new ChatTickets(page);
    const chat = new LiveChatPage(page);
    await new ShellPage(page).loginAs(guest, '/en/');
    await expect(page.getByTestId('guest-balance').first()).toHaveText('5,00 €', T);
    const invited = await ChatTickets.invite(request, guest);
    await tickets.invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(tickets.invitation).toContainText('Your ticket is booked', T);
    // Her live show page lists the show as upcoming; it starts while the page is open (no push
    // says so): the page shows it live at its start, with the way in.
    await ChatTickets.startNow(request, invited.showId, SHOW_STARTS_IN_S);
    await page.goto(ActorProfilePages.path(invited.actorName.toLowerCase(), 'live-show/'));
    // Her profile says the guest holds a ticket (seed 001 §3 Actor `guestHasTicket`).
    await expect(page.getByText('You have a ticket for her show')).toBeVisible(T);
    await expect(tickets.showStatus(invited.showId)).toHaveText('Upcoming', T);
    await expect(tickets.joinLink(invited.showId)).toHaveCount(0);
    await expect(tickets.showStatus(invited.showId)).toHaveText('Live now', T);
    await tickets.show(invited.showId).scrollIntoViewIfNeeded();
    await tickets.checkScreen('show-started');
    // The ticket is the way in, and its minutes cost nothing more.
    await tickets.joinLink(invited.showId).click();
    await expect(chat.panel.getByRole('heading', { name: /· Live show$/ })).toBeVisible(T);
    await expect(chat.cost).toHaveText('free', T);
    await expect(chat.line(`${invited.actorName}: `).first()).toBeVisible(T);
    await expect(page.getByTestId('guest-balance').first()).toHaveText('5,00 €');
    await chat.checkScreen('ticket-show');
  });
});
