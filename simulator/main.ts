import { formatBanner } from './banner.ts';
import { ConfigError, readServerEnv } from './config.ts';
import { startSimulator } from './server.ts';

// `npm run simulator`: env HOST, PORT, PAY_PORT, DATA_DIR, DIST_DIR, CONFIG_*
// (simulator/README.md).
async function main(): Promise<void> {
  const quiet = process.env.QUIET === '1';
  const sim = await startSimulator({ ...readServerEnv(process.env), env: process.env, quiet });
  if (!quiet) console.log(formatBanner(sim));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!quiet) console.log(`\n${signal}: stopping the simulator…`);
    sim.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`simulator: ${error.message}`);
  } else if (isAddressInUse(error)) {
    console.error(`simulator: ${error.message}. Set PORT or PAY_PORT to free ports.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

function isAddressInUse(error: unknown): error is Error {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}
