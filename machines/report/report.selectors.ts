import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure.ts';
import type { reportMachine } from './report.machine.ts';

export type ReportSnapshot = SnapshotFrom<ReturnType<typeof reportMachine>>;
export type ReportPhase = 'closed' | 'editing' | 'sending' | 'sent' | 'failed';

const PHASES: readonly ReportPhase[] = ['editing', 'sending', 'sent', 'failed'];

export const selectReportPhase = (snapshot: ReportSnapshot): ReportPhase =>
  PHASES.find((phase) => snapshot.matches(phase)) ?? 'closed';

export const selectReportOpen = (snapshot: ReportSnapshot): boolean => snapshot.hasTag('open');

export const selectReportId = (snapshot: ReportSnapshot): string | null =>
  snapshot.context.reportId;

export const selectReportFailure = (snapshot: ReportSnapshot): Failure | null =>
  snapshot.context.failure;
