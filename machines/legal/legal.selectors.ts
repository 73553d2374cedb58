import type { SnapshotFrom } from 'xstate';
import type { legalMachine } from './legal.machine.ts';
import type { LegalText, LegalType } from './legal.types.ts';

type LegalSnapshot = SnapshotFrom<typeof legalMachine>;

export type LegalStatus = 'loading' | 'loaded' | 'failed';

export function selectLegalStatus(snapshot: LegalSnapshot): LegalStatus {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('loaded')) return 'loaded';
  return 'loading';
}

export const selectLegalText =
  (type: LegalType) =>
  (snapshot: LegalSnapshot): LegalText | null =>
    snapshot.context.texts[type] ?? null;
