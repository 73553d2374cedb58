import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { conversionChatMachine } from '../../../machines/conversionChat/conversionChat.machine.ts';
import type { ConversionChatInput } from '../../../machines/conversionChat/conversionChat.types.ts';
import { createAccountApi } from '../../../services/account/accountApi.ts';
import { readIo, type IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The conversion chat's wiring (machines/conversionChat, the messenger's child): its services,
 * live, and its machine provided with them, which the messenger's wiring runs.
 */
export interface ConversionChatServices {
  /** The wall clock (ms since the epoch), read once to know whether the offer still runs. */
  conversionChatReadClock: IoRun<number, void>;
  /** `POST conversionChat`: the guest's answer to the conversion-chat box. */
  setConversionChat: IoRun<void, ConversionChatInput>;
}

/** The conversion chat's actor by system id, as the views read it. */
export interface ConversionChatSnapshots {
  'messenger.conversionChat': SnapshotFrom<typeof conversionChatMachine>;
}

/** The machine with its recorded calls (their sources keep the names earlier logs used). */
export function conversionChatActor(wiring: Wiring, services: ConversionChatServices | null) {
  return provide(conversionChatMachine, {
    actors: {
      readClock: wiring.call('messenger.clock', services?.conversionChatReadClock),
      setConversionChat: wiring.call('incentives.conversionChat', services?.setConversionChat),
    },
  });
}

export function liveConversionChatServices(deps: LiveDeps): ConversionChatServices {
  const account = createAccountApi(deps.fetch);
  return {
    conversionChatReadClock: () => readIo(() => deps.win.Date.now()),
    setConversionChat: ({ request, action }, signal) =>
      account.setConversionChat(request, action, signal),
  };
}
