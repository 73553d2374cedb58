import type { SnapshotFrom } from 'xstate';
import type { ToyControl } from '../messenger/messenger.types.ts';
import type { toyControlMachine } from './toyControl.machine.ts';
import type { ToyItem, ToyRejection } from './toyControl.types.ts';

type ToyControlSnapshot = SnapshotFrom<typeof toyControlMachine>;

/** One line of the visible queue: the control's name with its place or its seconds left. */
interface ToyQueueLine extends ToyItem {
  name: string;
}

export type ToyPanelView =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      controls: ToyControl[];
      queue: ToyQueueLine[];
      rejection: { name: string; reason: ToyRejection } | null;
    };

/** What the toy panel shows: her controls, the guest's queue and the last rejection. */
export function selectToyPanel(snapshot: ToyControlSnapshot): ToyPanelView {
  if (snapshot.hasTag('loadFailed')) return { status: 'failed' };
  if (!snapshot.hasTag('ready')) return { status: 'loading' };
  const { controls, items, rejection } = snapshot.context;
  const nameOf = (id: number) =>
    controls.find((control) => control.id === id)?.displayName ?? String(id);
  return {
    status: 'ready',
    controls,
    queue: items.map((item) => ({ ...item, name: nameOf(item.toyControlId) })),
    rejection: rejection && { name: nameOf(rejection.toyControlId), reason: rejection.reason },
  };
}
