import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReplayApi } from './replayApi.ts';

/**
 * A version as a folder name (`0.1.0+3f9a0c12be`): a log's header is untrusted, and its version
 * becomes a path only when it is one name, never `..` or a separator.
 */
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;

/** Whether `version` may name a replayer's folder. */
export function isVersionName(version: string): boolean {
  return VERSION_NAME.test(version) && !version.includes('..');
}

/** Where a build's Node replayer is inside its folder (scripts/replayerBundle.ts). */
const NODE_REPLAYER = 'node/replay.mjs';

export type BuildReplayer =
  { found: true; api: ReplayApi; path: string } | { found: false; held: string[] };

/**
 * The replayer of the build `version` in `folder` (a build's `dist/replayers`, or the
 * simulator's `$DATA_DIR/replayers`: one folder per version), loaded; or which versions the
 * folder holds when it has none of that one.
 *
 * @example
 * const build = await loadBuildReplayer('.data/replayers', log.header.appVersion);
 * if (build.found) new build.api.ComparingReplayer(build.api.decodeLog(text), …);
 */
export async function loadBuildReplayer(folder: string, version: string): Promise<BuildReplayer> {
  const path = join(folder, version, NODE_REPLAYER);
  if (!isVersionName(version) || !existsSync(path)) return { found: false, held: heldIn(folder) };
  const module = (await import(pathToFileURL(path).href)) as { replayApi?: ReplayApi };
  if (module.replayApi?.api !== 1) throw new Error(`${path} is not a replayer this command reads`);
  return { found: true, api: module.replayApi, path };
}

function heldIn(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, NODE_REPLAYER)))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}
