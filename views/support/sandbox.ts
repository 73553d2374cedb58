import type { FrameReport } from '../../src/support/sandbox/protocol.ts';

export type { FrameReport };

/**
 * How the support console replays a report: in a sandboxed frame of its own (issue 23 §3), which
 * gets the log's text and reports back. Views do no messaging themselves: the support page's
 * entry hands them this (`src/support/sandbox/host.ts`).
 */
export interface ReplaySandbox {
  /**
   * A new channel and the frame's URL that carries it, in the console's language: the replayer
   * of the build `build` (a version the server keeps), or the current build's when null.
   */
  create(language: string, build: string | null): { channel: string; src: string };
  /** Sends `log` once the frame listens; every report of the frame goes to `onReport`. */
  connect(
    frame: HTMLIFrameElement,
    channel: string,
    log: { name: string; text: string },
    onReport: (report: FrameReport) => void,
  ): () => void;
}
