import { vi } from 'vitest';
import { main } from '../replayCommand.ts';

/**
 * `npm run replay -- …argv` run in-process (the `main` that `replay.ts` runs): its exit code and
 * what it printed. A spawned `tsx` loads the whole app system again, about 4 s a run on two cores.
 */
export async function runReplay(
  argv: string[],
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const logSpy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    out.push(`${String(line)}\n`);
  });
  const errorSpy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    err.push(`${String(line)}\n`);
  });
  try {
    const code = await main(argv);
    return { code, out: out.join(''), err: err.join('') };
  } finally {
    logSpy.mockRestore();
    errorSpy.mockRestore();
  }
}
