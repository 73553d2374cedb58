import type { ReportEvent } from './report.types.ts';

/** The events the report domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    report: ReportEvent;
  }
}
