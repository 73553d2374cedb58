import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportedValue } from '../../machines/shared/onFirstUse.ts';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { machineRegistry } from './machineRegistry.ts';

const MACHINES_DIR = new URL('../../machines/', import.meta.url);

describe('the machine registry, read from the machine files', () => {
  it('lists each machine under its id, the name a model test gives its log', () => {
    const misnamed = Object.entries(machineRegistry).filter(
      ([name, machine]) => machine.id !== name,
    );
    expect(misnamed).toEqual([]);
  });

  it('names every machine a `*.machine.ts` file exports', async () => {
    const files = readdirSync(MACHINES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.machine.ts'),
    );
    expect(files.length).toBeGreaterThan(50);
    const unlisted: string[] = [];
    for (const file of files) {
      const module = (await import(/* @vite-ignore */ new URL(file, MACHINES_DIR).href)) as Record<
        string,
        unknown
      >;
      const ids = Object.values(module)
        .map(exportedValue)
        .filter((value): value is AnyStateMachine => value instanceof StateMachine)
        .map((machine) => machine.id);
      unlisted.push(...ids.filter((id) => !(id in machineRegistry)).map((id) => `${file}: ${id}`));
    }
    expect(unlisted).toEqual([]);
  });
});
