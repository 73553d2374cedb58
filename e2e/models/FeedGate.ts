import type { Locator, Page } from '@playwright/test';
import { PayTour } from './PayTour.ts';

/**
 * What the feed's guarded buttons open through the one gate (issue 52 §1): the feed-signup box a
 * visitor gets, and the pay tour's flows behind it or in its place (login, top-up).
 */
export class FeedGate {
  readonly pay: PayTour;

  constructor(readonly page: Page) {
    this.pay = new PayTour(page);
  }

  /** The feed-signup box (seed 000 §2). */
  get signupBox(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: 'Follow the feed' });
  }

  /**
   * From the feed-signup box to the login of an existing account: the box's button opens the
   * signup, whose link leads to the login, filled in as `login`.
   */
  async logInFromBox(login: string, password: string): Promise<void> {
    await this.signupBox.getByRole('button', { name: 'Sign up for free' }).click();
    await this.pay.expectOpen('Create your free account');
    await this.pay.frame.getByRole('button', { name: 'Already have an account? Log in' }).click();
    await this.pay.expectOpen('Log in');
    await this.pay.client.login(login, password);
  }

  /** The top-up the gate opened: `amount` chosen, paid with the saved card, and on to the page. */
  async topUp(amount: string): Promise<void> {
    await this.pay.expectOpen('Top up your balance');
    // The radio is drawn by its label, which takes the pointer: checked as the label would.
    await this.pay.amount(amount).check({ force: true });
    await this.pay.frame.getByRole('button', { name: /^Pay / }).click();
    await this.pay.frame.getByRole('button', { name: 'Continue' }).click();
    await this.pay.expectClosed();
  }
}
