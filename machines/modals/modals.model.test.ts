import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { modalsMachine } from './modals.machine.ts';
import { selectOpenModal, selectScrollBlocked } from './modals.selectors.ts';

/**
 * Model-based test: every transition of the modal manager, run on the real machine, started (as
 * the root starts it) with a visitor's session and with a logged-in guest's.
 */
const events = [
  { type: 'modals.open', id: 'vip30' },
  { type: 'modals.open', id: 'vxcoin-info' },
  { type: 'modals.open', id: 'no-such-modal' },
  { type: 'modals.elementsReported', ids: ['survey'] },
  { type: 'modals.open', id: 'survey' },
  { type: 'ui.modalClosed' },
  { type: 'ui.modalConfirmed' },
  { type: 'modals.dismiss', id: 'vxcoin-info', confirmed: true },
  { type: 'modals.open', id: 'vxcoin-info', replyTo: 'asker' },
  { type: 'ui.modalFlowChosen', flow: 'vipabo' },
  { type: 'ui.modalSwitched', id: 'onboarding-choose' },
  { type: 'ui.modalSwitched', id: 'nope' },
  { type: 'ui.exitIntent' },
  { type: 'ui.exitIntent', hasAccount: true },
  { type: 'payTour.result', flow: 'vipabo', success: true },
  { type: 'payTour.result', flow: 'vipabo', success: false },
];

const serializeState = (s: SnapshotFrom<ReturnType<typeof modalsMachine>>) =>
  JSON.stringify([s.value, s.context.present]);

/** The scroll lock's effects as the live run sees them (observed actions, no-ops in replay). */
let scroll: boolean[] = [];

defineModelSuite(modalsMachine(), {
  events,
  inputs: [demoDomainInput('modals', visitorGuest), demoDomainInput('modals')],
  serializeState,
  runner: {
    actions: {
      blockScroll: () => scroll.push(true),
      releaseScroll: () => scroll.push(false),
    },
  },
  beforePath: () => {
    scroll = [];
  },
  invariants: (snapshot, { route, path }) => {
    const open = selectOpenModal(snapshot);
    expect(open !== null, route).toBe(snapshot.matches({ container: 'open' }));
    // A blocking box holds the scroll lock exactly while it is open.
    expect(selectScrollBlocked(snapshot), route).toBe(open?.options.blockScroll === true);
    expect(scroll.at(-1) ?? false, route).toBe(selectScrollBlocked(snapshot));
    // A closed container holds no box (its asker, if any, has had its answer).
    if (snapshot.matches({ container: 'closed' }))
      expect(snapshot.context.current, route).toBeNull();
    // The exit intent asks a visitor with an account to log in, anyone else to sign up.
    const exit = path.steps.at(-1)?.event as { type: string; hasAccount?: boolean };
    if (exit.type === 'ui.exitIntent' && open)
      expect(open.id, route).toBe(exit.hasAccount ? 'login-alternate' : 'exitIntent');
    // The session it starts with decides the exit intent at once: no state waits for it.
    expect(snapshot.matches({ exitIntent: 'starting' }), route).toBe(false);
    if (!snapshot.context.visitor)
      expect(snapshot.matches({ exitIntent: 'off' }), route).toBe(true);
    if (snapshot.matches({ container: 'withPayTour' }))
      expect(snapshot.context.handedOver, route).not.toBeNull();
  },
});
