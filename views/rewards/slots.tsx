/** Scaffold: the rewards feature's pieces of the layout (reward and game overlays). */
export function RewardsOverlays() {
  return null;
}
