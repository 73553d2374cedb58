import { localImageUrl } from '../http/safeUrl.ts';

/** A picture's address: a page-relative path or an inline image (no other origin). */
export const localPictureUrl = localImageUrl;
