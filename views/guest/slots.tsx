/** Scaffold: the guest feature's pieces of the layout (status bar and age-verification notices, above the navbar). */
export function GuestBanners() {
  return null;
}
