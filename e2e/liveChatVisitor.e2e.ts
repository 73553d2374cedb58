import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { LiveChatPage } from './models/LiveChatPage.ts';
import { PayTour } from './models/PayTour.ts';
import { expectPlayerPlaying } from './models/player.ts';
import { ShellPage } from './models/ShellPage.ts';
import { expect, test } from './fixtures.ts';

const T = { timeout: 20_000 };

/**
 * The whole way in of a guest who has nothing yet: the chat button's one gate asks for an
 * account, then the age check, then money, and the stored chat resumes after each.
 */
test.describe('live chat, from a visitor', () => {
  test('a visitor clicks the chat button, signs up, verifies her age, tops up, and the chat starts', async ({
    page,
    request,
  }) => {
    // Signup with a reload, the age check and a card payment, then her stream: the longest
    // journey of the suite on a shared two-core machine.
    test.setTimeout(240_000);
    const actor = await LiveChatPage.actor(request, 'paid', 11);
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    const profile = new ActorProfilePages(page);
    const chat = new LiveChatPage(page);
    await shell.open(ActorProfilePages.path(actor.name.toLowerCase()));
    await profile.chatButton(/^Video chat · .* · Log in to chat$/).click();

    // Her live show entry asks the gate: no account cookie, so signup is offered there.
    await expect(page).toHaveURL(/\/live-show\/\?chat=video$/);
    await pay.expectOpen('Create your free account');
    const name = `chat${Date.now().toString(36)}`;
    await pay.signUp(name, `${name}@example.test`, 'secret123');
    await expect(shell.guestName).toHaveText(name, T);

    // Signed up, the page is that entry again, so the chat resumes: first the age check, then
    // the chat minimum of 0,50 €.
    await expect(page).toHaveURL(/\/live-show\/\?chat=video$/);
    await pay.expectOpen('Age verification');
    await pay.client.field('Full name').fill('Dana Visitor');
    await pay.client.field('Date of birth').fill('1990-04-01');
    await pay.client.field('ID document number').fill('L01X00T47');
    await pay.client.button('Verify my age').click();
    await pay.client.button('Continue').click();
    await pay.expectOpen('Top up your balance');
    await pay.client.payByCard();
    await expect(pay.client.title).toHaveText('Thank you!', T);
    await pay.client.button('Continue').click();
    await pay.expectClosed();

    // The chat with her runs: her stream plays, lines go both ways, time and cost run.
    await expect(page).toHaveURL(/\/live-show\/\?chat=video$/);
    await expect(chat.cost).toContainText('/min', T);
    await expectPlayerPlaying(chat.panel);
    await chat.say('hi, I just signed up');
    await expect(chat.line('You: hi, I just signed up')).toBeVisible(T);
    await expect(chat.line(`you said "hi, I just signed up"`)).toBeVisible(T);
    const firstBalance = await chat.balance.textContent();
    await LiveChatPage.bill(request, name);
    await expect(chat.balance).not.toHaveText(firstBalance ?? '', T);
    await expect(chat.navbarBalance).toHaveText((await chat.balance.textContent()) ?? '');
    await expect(chat.time).not.toHaveText('0:00', T);
  });
});
