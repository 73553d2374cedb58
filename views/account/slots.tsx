/** Scaffold: the account feature's pieces of the layout (cookie banner and consent). */
export function AccountOverlays() {
  return null;
}
