import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { VoiceCallPage } from './models/VoiceCallPage.ts';
import { expect, test } from './fixtures.ts';

const T = { timeout: 15_000 };

test.describe('anonymous voice call', () => {
  test('a voice call starts on 2000 and shows the code otherwise; her hang-up reloads the page', async ({
    page,
    request,
  }) => {
    // Two screens checked with axe at two widths on a loaded machine.
    test.setTimeout(120_000);
    const guest = await guestCopyOf(request, 'demo', { balance: '20.00' });
    const actor = await VoiceCallPage.actor(request);
    const call = new VoiceCallPage(page);
    await new ShellPage(page).loginAs(guest, VoiceCallPage.profilePath(actor.name));

    // Her voice-call button (through the gate) leads to the call on her live show page.
    await call.chatButton.click();
    await expect(call.startButton(actor.name)).toBeVisible(T);

    // Any code but 2000: no call, the code and its meaning, and a retry.
    await VoiceCallPage.nextCode(request, guest, 4003);
    await call.startButton(actor.name).click();
    await expect(call.error).toContainText('The call could not start (code 4003).', T);
    await expect(call.error).toContainText('She is not available for a call right now.');
    await call.checkScreen('failed-4003');

    // 4002, credit needed: paying by phone asks the gate, which opens the voice flow; once paid,
    // the gate resumes the call, which starts again by itself (issue 52 §1): 2000, the number
    // and PIN to dial, then connected by her `voicecallStart`.
    await VoiceCallPage.nextCode(request, guest, 4002);
    await call.retryButton.click();
    await expect(call.error).toContainText('The call could not start (code 4002).', T);
    await call.panel.getByRole('button', { name: 'Pay by phone' }).click();
    const pay = new PayTour(page);
    await pay.expectOpen('Top up by phone call');
    await pay.frame.getByRole('button', { name: 'I have made the call' }).click();
    await pay.frame.getByRole('button', { name: 'Continue' }).click();
    await pay.expectClosed();
    await expect(call.pin).toHaveText(/^\d{4}$/, T);
    await expect(call.panel.getByText(`You are on the phone with ${actor.name}.`)).toBeVisible(T);
    await call.checkScreen('active');

    // She hangs up: the anonymous call's `voicecallStop` reloads the page.
    await call.markDocument();
    await call.expectReloadOn(() => VoiceCallPage.stop(request, guest));
    await expect(call.startButton(actor.name)).toBeVisible(T);
    await expect(call.pin).toHaveCount(0);
  });
});
