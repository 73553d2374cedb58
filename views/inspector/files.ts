import { decodeLog, LogDecodeError } from '../../src/engine/log/jsonl.ts';
import type { EventLog } from '../../src/engine/log/records.ts';

export type LogFileResult =
  | { ok: true; log: EventLog; text: string; name: string; bytes: number; decodeMs: number }
  | { ok: false; name: string; line: number | null; reason: string };

/** Decodes a log's text, naming the first bad line if it cannot. */
export function decodeLogText(text: string, name: string): LogFileResult {
  const started = performance.now();
  try {
    const log = decodeLog(text);
    return { ok: true, log, text, name, bytes: text.length, decodeMs: performance.now() - started };
  } catch (error) {
    if (error instanceof LogDecodeError)
      return { ok: false, name, line: error.line, reason: error.reason };
    return { ok: false, name, line: null, reason: error instanceof Error ? error.message : '' };
  }
}

/** Reads a picked or dropped file as a log. */
export async function readLogFile(file: File): Promise<LogFileResult> {
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return {
      ok: false,
      name: file.name,
      line: null,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
  return decodeLogText(text, file.name);
}

/** Offers `text` as a file download (the browser's own download, no request). */
export function downloadText(filename: string, text: string, type = 'application/x-ndjson'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started from the URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `camclient-log-2026-11-22T10-00-00Z.jsonl`: sortable, and safe in any file system. */
export function logFileName(startedAt: string, suffix = ''): string {
  const stamp = startedAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return `camclient-log-${stamp}${suffix}.jsonl`;
}
