import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod/mini comes without messages (every issue would say "Invalid input"); classic zod loads the
 * English ones on its first schema. Imported for its effect by every module that parses a frame,
 * a log or a report at once, so an invalid one is described as before (`Invalid input: expected
 * number, received string`); the replies and the config, which the first load parses, import it
 * on their first failure instead (`./firstIssue.ts`).
 */
z.config(en());
