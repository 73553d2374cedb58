/** A picture that loads without a request: every demo tile's image. */
export const DEMO_PICTURE = 'data:image/svg+xml,%3Csvg%2F%3E';
