import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { screenshotsAt } from './GuestPushes.ts';
import { IncentiveTriggers } from './IncentiveTriggers.ts';

/** The contests overview, a contest's grid, the photo mediathek, and the boxes they open. */
export class ContestPages {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  static readonly listPath = '/en/contests/';
  static contestPath(id: number): string {
    return `/en/contests/${id}/`;
  }
  static readonly photoContestsPath = '/en/contests/photos/';
  static readonly videoContestsPath = '/en/contests/videos/';
  static readonly archivePath = '/en/contests/archive/';
  static readonly audioPath = '/en/myvisitx/mediathek/audio/';

  /** The audio items the audio mediathek lists. */
  get audioItems(): Locator {
    return this.main.getByRole('list', { name: 'My audio clips' }).getByRole('listitem');
  }

  /** The ended contests the archive lists. */
  get endedContests(): Locator {
    return this.main.getByTestId('contests-archive').locator(':scope > li');
  }

  /** The winners the archive shows for an ended contest. */
  winnersOf(title: string): Locator {
    return this.main.getByRole('list', { name: `Winners of ${title}` }).getByRole('listitem');
  }

  /** A section link of a contest (All, Top 10, My votes, Not voted yet) or of the lists. */
  sectionLink(name: string): Locator {
    return this.main.getByRole('navigation').getByRole('link', { name, exact: true });
  }

  /** The contest's standing under its title: entries, performers and votes (`getHeader`). */
  get header(): Locator {
    return this.main.locator('[data-marker="contest-header"]');
  }

  /** A performer's place, votes and entries above her section (`actor/{actorId}`). */
  get standing(): Locator {
    return this.main.locator('[data-marker="contest-standing"]');
  }

  /** The entries the grid shows. */
  get entries(): Locator {
    return this.main.getByRole('list', { name: /Entries of/ }).getByRole('listitem');
  }

  static readonly mediathekPath = '/en/myvisitx/mediathek/photos/';

  /** The simulator's developer control: votes, preferences and removed albums back to the start. */
  static async reset(
    request: APIRequestContext,
    login: string,
    options: { hideVoteLimitModal?: boolean } = {},
  ): Promise<void> {
    const hide = options.hideVoteLimitModal ? '&hideVoteLimitModal=true' : '';
    const response = await request.post(`/rest/v1/dev/contests/reset?as=${login}${hide}`);
    expect(response.ok(), await response.text()).toBe(true);
  }

  heading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { name, level: 1 });
  }

  /** The "5 of 5 votes used" line. */
  get budget(): Locator {
    return this.main.getByRole('status').filter({ hasText: /votes used/ });
  }

  entry(title: string): Locator {
    return this.main
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  voteButton(title: string, actorName: string): Locator {
    return this.main.getByRole('button', { name: `Vote for ${title} by ${actorName}` });
  }

  unvoteButton(title: string, actorName: string): Locator {
    return this.main.getByRole('button', {
      name: `Take back my vote for ${title} by ${actorName}`,
    });
  }

  /** The entry's vote count as shown ("42 votes"). */
  async votesOf(title: string): Promise<number> {
    const text = await this.entry(title)
      .getByText(/\d+ votes/)
      .innerText();
    return Number(/(\d+) votes/.exec(text)?.[1] ?? NaN);
  }

  /** A box of the modal manager by its id (`contest-like`, `avs`, `remove-photos`). */
  box(id: string): Locator {
    return this.page.locator(`dialog#${id}[open]`);
  }

  /**
   * Closes the onboarding's welcome box if this guest gets one. Its machine decides once the page
   * has the guest (`incentives.onboarding`: in `choosing` the box is open, `closed` means none
   * comes), so this waits for that decision, not for a box that may never come (5 s each time).
   */
  async closeOnboardingIfShown(): Promise<void> {
    await expect.poll(() => this.onboarding()).not.toBe('undecided');
    if ((await this.onboarding()) === 'none') return;
    const box = new IncentiveTriggers(this.page).box('Welcome!');
    await box.getByRole('button', { name: 'Close' }).first().click();
    await expect(box).toHaveCount(0);
  }

  /** What the onboarding decided: its box (`choosing`), none (`closed`), or not yet. */
  private async onboarding(): Promise<'undecided' | 'welcome' | 'none'> {
    const value = await new IncentiveTriggers(this.page).state('incentives.onboarding');
    // deciding, checking and marking are plain names; choosing and closed have substates.
    if (typeof value !== 'object' || value === null) return 'undecided';
    return 'choosing' in value ? 'welcome' : 'none';
  }

  get limitDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'All your votes are used' });
  }

  albumCheckbox(title: string, actorName: string): Locator {
    return this.main.getByRole('checkbox', { name: `Select ${title} by ${actorName}` });
  }

  /** The photo mediathek's albums: the tiles of its shop section (the library's one list). */
  get albums(): Locator {
    return this.main.getByRole('list', { name: 'My photos' }).getByRole('listitem');
  }

  async screenshots(name: string): Promise<void> {
    await screenshotsAt(this.page, `contests/${name}`, true);
  }
}
