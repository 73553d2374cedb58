import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Each Playwright worker runs against a simulator of its own, so the workers never see each
 * other's guests, balances or dev controls and the specs can run side by side. Worker N (its
 * parallel index, stable across restarts) takes the ports `E2E_PORT + 10·N` and `E2E_PAY_PORT +
 * 10·N` and the data directory `E2E_DATA_DIR/wN`.
 */
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const appPort = Number(process.env.E2E_PORT ?? 8180) + 10 * parallelIndex;
const payPort = Number(process.env.E2E_PAY_PORT ?? 8181) + 10 * parallelIndex;

/** This worker's app origin: the base URL of its pages and API requests. */
export const APP_ORIGIN = `http://127.0.0.1:${appPort}`;

// A hang guard, not a speed assertion: a first start generates the catalogue template, and on a
// two-core box loaded to 20 (helpers, builds) one start was seen past 60 s.
const STARTUP_TIMEOUT_MS = 180_000;

/** Starts this worker's simulator and resolves once it serves `/config.json`. */
export function startWorkerSimulator(): Promise<{ stop(): Promise<void> }> {
  return startSimulatorAt({
    appPort,
    payPort,
    dataDir: `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/w${parallelIndex}`,
    distDir: process.env.E2E_DIST_DIR ?? 'dist',
  });
}

/**
 * A simulator of a test's own: its ports, store and build (a test that restarts it on another
 * build). This worker's ports plus `offset` (below 10: the next worker's are 10 on).
 */
export function simulatorPortsOf(offset: number): { appPort: number; payPort: number } {
  return { appPort: appPort + offset, payPort: payPort + offset };
}

/** Starts a simulator on these ports, store and build; resolves once it serves `/config.json`. */
export async function startSimulatorAt(options: {
  appPort: number;
  payPort: number;
  dataDir: string;
  distDir: string;
}): Promise<{ stop(): Promise<void> }> {
  const origin = `http://127.0.0.1:${options.appPort}`;
  // A simulator left from another run (a killed suite leaves its children) would answer in place
  // of this one, with its old code and its old guests: say so instead of testing against it.
  if (await isServing(origin))
    throw new Error(
      `${origin} already answers: another run's simulator holds the port (stop it, or set E2E_PORT)`,
    );
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.appPort),
      PAY_PORT: String(options.payPort),
      DATA_DIR: options.dataDir,
      DIST_DIR: options.distDir,
      QUIET: '1',
      // The feed's other guests act only when a test asks (`POST /dev/feed/crowd`, `/dev/feed/like`…).
      SIM_FEED_CROWD_MS: '0',
      // Her toy's second lasts a minute: a control ends when a test says so
      // (`POST /dev/liveChat/toyDone`), never because a loaded machine was slow.
      SIM_TOY_SECOND_MS: '60000',
      // The Black Friday campaign only when a test turns it on (`Incentives.blackFriday`): by the
      // calendar, its offer would join every start page from Black Friday to Cyber Monday.
      SIM_BLACK_FRIDAY: 'off',
      // Halloween's banners (559, 560) likewise only when a test turns them on (`Incentives.halloween`).
      SIM_HALLOWEEN: 'off',
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  // A worker that ends without its fixture's teardown (a crash) must not leave the simulator
  // holding the ports its replacement will bind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitUntilServing(origin, child, () => stderr);
  return {
    stop: async () => {
      process.off('exit', killOnExit);
      await stopProcess(child);
    },
  };
}

async function isServing(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/config.json`)).ok;
  } catch {
    return false;
  }
}

async function waitUntilServing(
  origin: string,
  child: ChildProcess,
  stderr: () => string,
): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the simulator on ${origin} exited (${child.exitCode}): ${stderr()}`);
    if (await isServing(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the simulator on ${origin} did not start in ${STARTUP_TIMEOUT_MS} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
