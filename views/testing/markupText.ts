/**
 * The text a server-rendered view shows, for assertions on its words: tags become spaces, the
 * entities React escapes are read back, runs of white space collapse to one.
 */
export const markupText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
