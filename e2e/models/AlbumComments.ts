import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The album page's comments and likes (views/content/AlbumSocial.tsx). */
export class AlbumComments {
  readonly section: Locator;
  readonly field: Locator;
  readonly send: Locator;
  readonly comments: Locator;
  readonly showMore: Locator;
  readonly like: Locator;
  readonly dislike: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.section = main.getByRole('region', { name: /^Comments \(\d+\)$/ });
    this.field = this.section.getByRole('textbox', { name: 'Your comment' });
    this.send = this.section.getByRole('button', { name: /Post comment|Log in to comment/ });
    this.comments = this.section.getByRole('listitem');
    this.showMore = this.section.getByRole('button', { name: 'Show more comments' });
    this.like = main.getByRole('button', { name: /^Like \(\d+\)$/ });
    this.dislike = main.getByRole('button', { name: /^Dislike \(\d+\)$/ });
  }

  /** The count a like or dislike button shows. */
  static async count(button: Locator): Promise<number> {
    return Number(/\((\d+)\)/.exec((await button.textContent()) ?? '')?.[1] ?? NaN);
  }

  /** How many comments the album has, as its heading says. */
  async total(): Promise<number> {
    const heading = await this.section.getByRole('heading', { level: 2 }).textContent();
    return Number(/\((\d+)\)/.exec(heading ?? '')?.[1] ?? NaN);
  }

  async write(text: string): Promise<void> {
    await this.field.fill(text);
    await this.send.click();
  }

  /** The form's note: why it is closed, or why a text was refused. */
  note(text: string | RegExp): Locator {
    return this.section.getByText(text);
  }

  /** `POST /dev/gallery/commentBlock`: the account may (not) write comments. */
  static async block(request: APIRequestContext, login: string, blocked = true): Promise<void> {
    const response = await request.post(
      `/dev/gallery/commentBlock?as=${encodeURIComponent(login)}&blocked=${blocked}`,
    );
    expect(response.ok()).toBe(true);
  }
}
