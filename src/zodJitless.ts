import { z } from 'zod';

/**
 * zod without its JIT: zod 4 compiles object parsers with `new Function`, which the app's CSP
 * (no `unsafe-eval`, Trusted Types) refuses and reports, even its probe. Imported first by every
 * entry of the build (src/main.tsx), before any module builds a schema: zod reads the setting when
 * a schema is built, not when it parses.
 */
z.config({ jitless: true });
