import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod/mini comes without messages (every issue would say "Invalid input"); classic zod loads the
 * English ones on its first schema. Imported for its effect by every module that parses a reply,
 * a frame, a log or the config, so an invalid one is described as before (`Invalid input:
 * expected number, received string`), whichever of those modules loads first.
 */
z.config(en());
