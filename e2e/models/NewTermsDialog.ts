import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The dialog asking a guest to accept new terms (AGB/GTC) and data protection. */
export class NewTermsDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
  ) {
    this.dialog = page.getByRole('dialog', { name: 'New terms and data protection' });
  }

  /** Publishes new terms for the account (simulator dev control): its next page load asks. */
  async publishFor(login: string): Promise<void> {
    const response = await this.request.post(
      `/rest/v1/dev/guest/newTerms?as=${encodeURIComponent(login)}`,
    );
    expect(response.ok()).toBe(true);
  }

  link(name: 'Terms of service' | 'Data protection declaration'): Locator {
    return this.dialog.getByRole('link', { name: new RegExp(`^${name}`) });
  }

  button(name: 'Accept both' | 'Try again'): Locator {
    return this.dialog.getByRole('button', { name });
  }

  /** What the simulator's guest state says for the page's session. */
  async mustAcceptOnServer(): Promise<boolean> {
    const { accessToken } = (await (
      await this.page.request.get('/rest/v1/auth/session?language=en&ver=x&access_token=')
    ).json()) as { accessToken: string };
    const state = (await (
      await this.page.request.get(
        `/rest/v1/guest/state?language=en&ver=x&access_token=${accessToken}`,
      )
    ).json()) as { showAgbAndDataProtection: boolean };
    return state.showAgbAndDataProtection;
  }
}
