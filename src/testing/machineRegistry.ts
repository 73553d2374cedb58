import { readdirSync } from 'node:fs';
import { exportedValue } from '../../machines/shared/onFirstUse.ts';
import { StateMachine, type AnyStateMachine } from 'xstate';

const MACHINES_DIR = new URL('../../machines/', import.meta.url);

/**
 * Every machine exported by a `machines/<dir>/<name>.machine.ts`, by its id (the name its model
 * test gives `recordingRunner` unless it names another). Read from the files, so a new machine
 * needs no line here. A kit's instances share its id (`list`): the id names the kit's own machine,
 * the one in `<id>.machine.ts`; two other machines under one id are an error.
 */
async function machinesByID(): Promise<Record<string, AnyStateMachine>> {
  const candidates = new Map<string, { machine: AnyStateMachine; own: boolean }[]>();
  const dirs = readdirSync(MACHINES_DIR, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  for (const dir of dirs) {
    const files = readdirSync(new URL(`${dir.name}/`, MACHINES_DIR)).filter((file) =>
      file.endsWith('.machine.ts'),
    );
    for (const file of files) {
      const url = new URL(`${dir.name}/${file}`, MACHINES_DIR).href;
      const module = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
      for (const value of Object.values(module).map(exportedValue)) {
        if (!(value instanceof StateMachine)) continue;
        const machine = value as AnyStateMachine;
        const own = file === `${machine.id}.machine.ts`;
        candidates.set(machine.id, [...(candidates.get(machine.id) ?? []), { machine, own }]);
      }
    }
  }
  const found: Record<string, AnyStateMachine> = {};
  for (const [id, list] of [...candidates].sort(([a], [b]) => a.localeCompare(b))) {
    const distinct = [...new Set(list.map((candidate) => candidate.machine))];
    const chosen =
      distinct.length === 1 ? distinct[0] : list.find((candidate) => candidate.own)?.machine;
    if (!chosen) throw new Error(`${distinct.length} machines have the id '${id}'`);
    found[id] = chosen;
  }
  return found;
}

/**
 * The machines a single-machine log (a failing model path) can name, by the name its model test
 * gives `recordingRunner` (the machine's id). `npm run replay` builds the machine from here.
 */
export const machineRegistry: Readonly<Record<string, AnyStateMachine>> = await machinesByID();
