// `npm start`: install what is missing, build the app, start the simulator serving it.
import { spawn } from 'node:child_process';
import { ensureDependencies, root, run } from './ensure.mjs';

ensureDependencies();
// SIMULATOR_MODE=production serves the production build: no inspector, no window.__camclient.
const mode = process.env.SIMULATOR_MODE === 'production' ? 'production' : 'demo';
console.log(`› building the app (${mode})…`);
if (run('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn']) !== 0) process.exit(1);

const simulator = spawn(
  process.execPath,
  [`${root}/node_modules/tsx/dist/cli.mjs`, 'simulator/main.ts'],
  { cwd: root, stdio: 'inherit', env: process.env },
);
const stop = (signal) => simulator.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
simulator.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
