/**
 * What a link that opens another tab carries (issue 51, item 10): the page it opens gets no
 * `window.opener` to navigate this one with, and no `Referer` naming the guest's page.
 *
 * @example
 * <a href={url} {...NEW_TAB_LINK}>…</a>
 */
export const NEW_TAB_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
