import { loadDomainsOfLog } from '../domains/registry.ts';
import { decodeLog } from '../log/jsonl.ts';
import type { EventLog } from '../log/records.ts';
import { ComparingReplayer } from '../redaction/comparingReplayer.ts';
import { appReplayOptions } from '../report/appReplay.ts';
import { buildReportFromLog } from '../report/buildReport.ts';

/**
 * What one build offers a replay in Node: its own log decoder, its app system (engine, machines,
 * lazy domains), its replayer, and its report (redaction and resealing, as its guests' browsers
 * make it). The command line uses the checkout's (this module, imported)
 * or, with `--builds <folder>`, the one a production build carries for its version
 * (`dist/replayers/<version>/node/replay.mjs`, which `scripts/replayerBundle.ts` bundles from
 * this file). A log then replays with the machines of the build that recorded it.
 *
 * Builds of different days meet here: the checkout's command line loads a bundle built months
 * before. So this shape only grows (new optional members), and `api` says which it is.
 *
 * @example
 * const log = replayApi.decodeLog(text);
 * const report = new replayApi.ComparingReplayer(log, await replayApi.appReplayOptionsFor(log)).runToEnd();
 */
export const replayApi = {
  api: 1 as const,
  /** The version of the build this code is part of; `checkout` when run from the sources. */
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'checkout',
  decodeLog,
  /** How the app system replays `log`, with the code of every lazy domain it starts loaded. */
  async appReplayOptionsFor(log: EventLog): Promise<typeof appReplayOptions> {
    // The lazy domains the log starts (decision 0008): replay spawns them from their code.
    await loadDomainsOfLog(log);
    return appReplayOptions;
  },
  ComparingReplayer,
  /** A guest's report of `log` as this build makes it in the browser: redacted and resealed. */
  buildReportFromLog,
};

/** {@link replayApi}'s shape, as the command line expects it of a build's bundle. */
export type ReplayApi = typeof replayApi;
