import { LiveChatPage } from './models/LiveChatPage.ts';
import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const T = { timeout: 15_000 };

/** A copy of `demo` (one-click for 10, 25 and 50 €) with a stored card, declined if asked. */
async function oneClickGuest(request: APIRequestContext, declined = false): Promise<string> {
  const guest = await guestCopyOf(request, 'demo', { balance: '20.00' });
  const reply = await request.post(
    `/dev/payClient/storedCard?as=${guest}${declined ? '&declined=1' : ''}`,
  );
  expect(reply.ok(), await reply.text()).toBe(true);
  return guest;
}

test.describe('live chat one-click top-up', () => {
  test('the balance runs out: the chat ends with its code, a one-click top-up continues it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const guest = await oneClickGuest(request);
    const actor = await LiveChatPage.actor(request, 'paid', 1);
    const chat = new LiveChatPage(page);
    await new ShellPage(page).loginAs(guest, LiveChatPage.path(actor.name, 'video'));
    await expect(chat.cost).toContainText('/min', T);

    const setBalance = await request.post(`/dev/account/balance?as=${guest}&balance=0.10`);
    expect(setBalance.ok()).toBe(true);
    await LiveChatPage.bill(request, guest);
    await expect(chat.panel.getByText('Your balance is used up.')).toBeVisible(T);
    await expect(chat.panel.getByText('(code 107)')).toBeVisible();
    await chat.panel
      .getByRole('button', { name: `Top up and continue with ${actor.name}` })
      .click();

    const box = chat.panel.getByRole('region', { name: 'Top up with one click' });
    await expect(box.getByRole('button', { name: 'Top up 10,00 €' })).toBeVisible(T);
    await expect(box.getByRole('button', { name: 'Top up 25,00 €' })).toBeVisible();
    // The top-up is the follow-up of 107: no chat-exit survey covers it.
    await expect(page.getByRole('dialog', { name: 'Quick question' })).toHaveCount(0);
    await chat.checkScreen('oneclick-amounts');
    // A large amount asks first; she goes back and takes a small one, charged at once.
    await box.getByRole('button', { name: 'Top up 50,00 €' }).click();
    await expect(box.getByText('Charge 50,00 € to your saved payment method?')).toBeVisible();
    await chat.checkScreen('oneclick-confirm');
    await box.getByRole('button', { name: 'Choose another amount' }).click();
    await box.getByRole('button', { name: 'Top up 10,00 €' }).click();

    // The chat goes on with the same actor; the navbar and the chat show one balance.
    await expect(chat.cost).toContainText('/min', T);
    await expect(box).toHaveCount(0);
    await expect(chat.balance).not.toHaveText('0,10 €');
    // The chat bills on while this runs, so both are read together each time they are compared.
    const bothShow = async () => {
      const navbar = await chat.navbarBalance.textContent();
      return navbar !== null && navbar === (await chat.balance.textContent());
    };
    await expect.poll(bothShow, T).toBe(true);
  });

  test('a declined one-click charge shows why, and the pay tour is offered instead', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const guest = await oneClickGuest(request, true);
    const actor = await LiveChatPage.actor(request, 'paid', 2);
    const chat = new LiveChatPage(page);
    await new ShellPage(page).loginAs(guest, LiveChatPage.path(actor.name, 'video'));
    await expect(chat.cost).toContainText('/min', T);
    await LiveChatPage.end(request, guest, 107);
    await chat.panel
      .getByRole('button', { name: `Top up and continue with ${actor.name}` })
      .click();
    const box = chat.panel.getByRole('region', { name: 'Top up with one click' });
    await box.getByRole('button', { name: 'Top up 10,00 €' }).click();
    await expect(box.getByRole('alert')).toContainText('Your bank declined the payment.', T);
    await chat.checkScreen('oneclick-failed');
    await expect(box.getByRole('button', { name: 'Pay another way' })).toBeVisible();
    await box.getByRole('button', { name: 'Cancel' }).click();
    await expect(chat.panel.getByText('Your balance is used up.')).toBeVisible(T);

    // Paying another way opens the money charge naming her (hostData, decision 0032).
    await chat.panel
      .getByRole('button', { name: `Top up and continue with ${actor.name}` })
      .click();
    await box.getByRole('button', { name: 'Top up 10,00 €' }).click();
    await box.getByRole('button', { name: 'Pay another way' }).click();
    const pay = new PayTour(page);
    await pay.expectOpen('Top up your balance');
    await expect(pay.client.teaser).toHaveText(`Top up and stay with ${actor.name}.`);
    await pay.close();
    await pay.expectClosed();
    await expect(chat.panel.getByText('Your balance is used up.')).toBeVisible(T);
  });
});
