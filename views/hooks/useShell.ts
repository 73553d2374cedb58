import { useCallback } from 'react';
import type { ShellUiEvent } from '../../machines/shell/shell.events.ts';
import { useEngine } from '../../src/engine/react.tsx';

/** Sends a guest intent to the shell actor, typed to the events the shell accepts. */
export function useShellSend(): (event: ShellUiEvent) => void {
  const engine = useEngine();
  return useCallback((event) => engine.send('shell', event), [engine]);
}
