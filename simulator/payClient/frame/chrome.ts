// The frame's chrome around the view: the guest in the header, the legal links in the footer,
// and the display flags that hide header, footer or the close button.
import type { PayGuest } from '../core.ts';
import type { ViewRequest } from './protocol.ts';
import type { TextKey, Translate } from './texts.ts';
import { el } from './ui.ts';

/** The header's guest line (name, balance, logout); empty for a visitor. */
export function renderGuest(t: Translate, guest: PayGuest | null, onLogout: () => void): void {
  const slot = document.getElementById('vxp-guest');
  if (!slot) return;
  slot.replaceChildren();
  if (!guest) return;
  const logout = el('button', { type: 'button', class: 'vxp-link' }, t('logout'));
  logout.addEventListener('click', onLogout);
  slot.append(
    el('span', {}, t('loggedInAs', { name: guest.screenname })),
    el('span', { class: 'vxp-sep', 'aria-hidden': 'true' }, '·'),
    el('span', {}, guest.balanceFormatted),
    logout,
  );
}

/**
 * A display flag (`mc[<name>]` of the URL, or the page's `additional-info`, where it may be
 * 1/0, '1'/'0' or a boolean); undefined when nobody set it.
 */
export function displayFlag(
  request: ViewRequest | null,
  query: URLSearchParams,
  name: string,
): boolean | undefined {
  const value = request?.additional[name] ?? query.get(`mc[${name}]`);
  if (value === 1 || value === '1' || value === true) return true;
  if (value === 0 || value === '0' || value === false) return false;
  return undefined;
}

/** Header, footer and close button as the display flags say. */
function applyDisplayFlags(flag: (name: string) => boolean | undefined): void {
  const header = document.querySelector<HTMLElement>('.vxp-header');
  const footer = document.querySelector<HTMLElement>('.vxp-footer');
  const close = document.getElementById('vxp-close');
  if (header) header.hidden = flag('showHeader') === false;
  if (footer) footer.hidden = flag('showFooter') === false;
  if (close) close.hidden = flag('hideClose') === true;
}

/**
 * The footer after the display flags: the terms and privacy links the page gave. `redirect`
 * (framed only) has the page follow a link itself.
 */
export function renderFooter(
  t: Translate,
  request: ViewRequest | null,
  query: URLSearchParams,
  redirect: ((url: string) => void) | null,
): void {
  applyDisplayFlags((name) => displayFlag(request, query, name));
  const slot = document.getElementById('vxp-legal');
  if (!slot || !request) return;
  const links: [TextKey, unknown][] = [
    [
      'terms',
      request.additional['aurl'] ?? request.additional['agbUrl'] ?? request.options['agbUrl'],
    ],
    [
      'privacy',
      request.additional['prurl'] ??
        request.additional['privacyUrl'] ??
        request.options['privacyUrl'],
    ],
  ];
  slot.replaceChildren(
    ...links
      .filter(
        (entry): entry is [TextKey, string] => typeof entry[1] === 'string' && entry[1] !== '',
      )
      .map(([key, url]) => {
        const link = el('a', { href: url, target: '_blank', rel: 'noopener' }, t(key));
        // Framed, the page follows the link itself (only to its own origin or ours).
        if (redirect) {
          link.addEventListener('click', (event) => {
            event.preventDefault();
            redirect(url);
          });
        }
        return link;
      }),
  );
}
