import type { Failure } from '../../machines/shared/failure.ts';

export type FailureReason =
  'network' | 'tooLarge' | 'rejected' | 'unavailable' | 'notConfigured' | 'other';

/** The plain-words reason for a failed upload, from the code the upload failed with. */
export function failureReason(failure: Failure | null): FailureReason {
  const code = failure?.code ?? '';
  if (code === 'network') return 'network';
  if (code === 'http_413') return 'tooLarge';
  if (code === 'no_report_url') return 'notConfigured';
  if (/^http_5\d\d$/.test(code)) return 'unavailable';
  if (/^http_4\d\d$/.test(code) || code === 'invalid_reply') return 'rejected';
  return 'other';
}
