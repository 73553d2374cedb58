import * as z from 'zod/mini';

/** A picture's address: a page-relative path or an inline image (no other origin). */
export const localPictureUrl = z
  .string()
  .check(
    z.refine(
      (url) => url.startsWith('/') || url.startsWith('data:image/'),
      'is not a local picture',
    ),
  );
