/** The builds whose replayers the server keeps, as the console learnt them. */
export type KeptBuilds =
  { ok: true; current: string | null; versions: string[] } | { ok: false; why: string };

/** Which build replays a log, and why: what the console says above the frame. */
export type BuildChoice =
  /** The log's own build (kept, or the current one). */
  | { kind: 'recorded'; version: string; build: string | null }
  /** The current build, though the log's is kept: support asked for it. */
  | { kind: 'current'; version: string; build: null }
  /** The log's build is not kept: the current one stands in. */
  | { kind: 'unknown'; version: string; build: null }
  /** The log names no build: the current one. */
  | { kind: 'noVersion'; build: null }
  /** The kept builds could not be listed: the current one. */
  | { kind: 'unlisted'; why: string; build: null };

/**
 * Picks the replayer of a log (issue 53): the build that recorded it when the server keeps it
 * (`build` its version; null when it is the current build, whose replayer is
 * `/support/replayer/`), else the current build, saying why. `preferCurrent`: support asked
 * for the current build.
 *
 * @example
 * chooseBuild('0.1.0+aa', { ok: true, current: '0.1.0+bb', versions: ['0.1.0+bb', '0.1.0+aa'] }, false);
 * // { kind: 'recorded', version: '0.1.0+aa', build: '0.1.0+aa' }
 */
export function chooseBuild(
  version: string | null,
  kept: KeptBuilds,
  preferCurrent: boolean,
): BuildChoice {
  if (!kept.ok) return { kind: 'unlisted', why: kept.why, build: null };
  if (version === null) return { kind: 'noVersion', build: null };
  if (version === kept.current) return { kind: 'recorded', version, build: null };
  if (!kept.versions.includes(version)) return { kind: 'unknown', version, build: null };
  return preferCurrent
    ? { kind: 'current', version, build: null }
    : { kind: 'recorded', version, build: version };
}

/** The longest version the console takes from a log (a header is written by anyone). */
const MAX_VERSION = 100;

/**
 * The app version a log's header names, read from its first line only (the console replays
 * nothing itself: the frame decodes and checks the whole log); null when there is none.
 *
 * @example
 * versionOfLog('{"format":"camclient-log","appVersion":"0.1.0+3f9a0c12be",…}\n…'); // '0.1.0+3f9a0c12be'
 */
export function versionOfLog(text: string): string | null {
  const end = text.indexOf('\n');
  try {
    const header: unknown = JSON.parse(end < 0 ? text : text.slice(0, end));
    const version =
      typeof header === 'object' && header !== null
        ? (header as { appVersion?: unknown }).appVersion
        : undefined;
    return typeof version === 'string' && version !== '' && version.length <= MAX_VERSION
      ? version
      : null;
  } catch {
    return null;
  }
}
