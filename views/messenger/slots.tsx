/** Scaffold: the messenger's navbar dropdowns (messages, notifications). */
export function MessengerNavbarItems() {
  return null;
}

/** Scaffold: floating notifications. */
export function MessengerOverlays() {
  return null;
}
