import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The boxes the triggers open (onboarding, its chooser, the survey, the forced age check). */
export class IncentiveTriggers {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.locator('[data-modal-container] dialog[open]');
  }

  box(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /**
   * A state value of one engine actor (the triggers' machines say what was decided); undefined
   * while it does not run (a child before its parent starts it).
   */
  state(systemId: string): Promise<unknown> {
    return this.page.evaluate(
      (id) =>
        (
          window as unknown as {
            __camclient: { state(id: string): { value: unknown } | undefined };
          }
        ).__camclient.state(id)?.value,
      systemId,
    );
  }

  /** Serves the runtime config with the forced age check switched on. */
  async forceAgeCheck(): Promise<void> {
    await this.page.route('**/config.json', async (route) => {
      try {
        const response = await route.fetch();
        const config = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...config, forceAvs: true } });
      } catch (error) {
        // The page that asked went away meanwhile (the login's reload): its response is disposed
        // and nobody waits for it; the reloaded page asks again and is served above.
        if (!/disposed|closed/i.test(String(error))) throw error;
      }
    });
  }

  static async surveyDue(request: APIRequestContext, login: string): Promise<void> {
    expect((await request.post(`/dev/survey/due?as=${login}`)).ok()).toBe(true);
  }

  static async failAnswers(request: APIRequestContext, times: number): Promise<void> {
    expect((await request.post(`/dev/survey/fail?times=${times}`)).ok()).toBe(true);
  }
}
