import { setup } from 'xstate';
import { bootstrapMachine } from '../bootstrap/bootstrap.machine.ts';
import type { Language } from '../bootstrap/bootstrap.types.ts';
import { isLanguage } from '../shell/routes/languages.ts';
import { shellMachine } from '../shell/shell.machine.ts';

export interface AppInput {
  /** Path and query of the page the guest opened (from the log header). */
  path: string;
  search: string;
}

/** The language the opened URL names in its first segment, if any (else the config decides). */
export function requestedLanguage(path: string): Language | null {
  const first = path.split('/')[1] ?? '';
  return isLanguage(first) ? first : null;
}

/**
 * The root of the app system: it owns one child actor per domain, each under a system id that
 * inputs are addressed to. Later domains (realtime, guest, pay tour, messenger, …) join here.
 */
export const appMachine = setup({
  types: { input: {} as AppInput, context: {} as AppInput },
  actors: { bootstrap: bootstrapMachine, shell: shellMachine },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  invoke: [
    {
      id: 'bootstrap',
      systemId: 'bootstrap',
      src: 'bootstrap',
      input: ({ context }) => ({ language: requestedLanguage(context.path) }),
    },
    {
      id: 'shell',
      systemId: 'shell',
      src: 'shell',
      input: ({ context }) => ({ path: context.path, search: context.search }),
    },
  ],
});
