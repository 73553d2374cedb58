/**
 * The checkout origin's answer to a page asking for a checkout link (contract: Checkout links):
 * this script runs in the hidden request frame and posts the link, with the request's id, to the
 * page that framed it, at the app's exact origin. Nothing is posted outside a frame.
 */
export function checkoutMessage(id: string, link: string): string {
  return JSON.stringify({ id, action: 'checkoutLink', checkoutLink: link });
}

function answer(): void {
  const data = document.body.dataset;
  const appOrigin = data['appOrigin'] ?? '';
  const id = data['id'] ?? '';
  const link = data['link'] ?? '';
  if (window.parent === window || !appOrigin || !id) return;
  window.parent.postMessage(checkoutMessage(id, link), appOrigin);
}

if (typeof document !== 'undefined') answer();
