/**
 * `npm run replay -- <log.jsonl> [--at N] [--timeline] [--builds <folder>]`: replays a session log
 * (or a guest's redacted problem report) in Node with no network, verifies every checkpoint, and
 * prints a summary, a timeline, the state of every actor at record N, and the first divergence.
 * With `--builds`, it replays with the replayer of the build that recorded the log, from a folder
 * of replayers (a build's `dist/replayers`, the simulator's `$DATA_DIR/replayers`); without it,
 * or when the folder has no replayer of that version (it says so), with this checkout's machines.
 *
 * A model-based test's failure log (`reports/model-failures/<machine>-<n>.jsonl`) names one
 * machine in its header: the machine is built from `src/testing/machineRegistry.ts`, the failed
 * assertion and path are printed, and the machine's final state after the replay.
 *
 * Exit codes: 0 replayed (a redacted log's checkpoints that are not comparable are reported, not
 * failed) or `--help`, 1 a divergence, 2 a log that cannot be read or a wrong command line.
 */
import { main } from './replayCommand.ts';

process.exitCode = await main(process.argv.slice(2));
