import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorRef, type EventObject } from 'xstate';
import { appMachine } from './app.machine.ts';
import { BOOT_DOMAINS, SESSION_DOMAINS } from './rootDomains.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { demoGuestReady, demoSessionFacts } from '../shared/sessionFacts.testing.ts';

/** A domain that keeps its input and what it hears, to see what the root starts it with. */
const witness = setup({
  types: {
    input: {} as DomainInput,
    context: {} as { input: DomainInput; heard: string[] },
    events: {} as EventObject,
  },
}).createMachine({
  context: ({ input }) => ({ input, heard: [] }),
  on: {
    '*': {
      actions: ({ context, event }) => void context.heard.push(event.type),
    },
  },
});

function rootAt(path: string) {
  const app = createActor(appMachine().provide({ actors: { cams: witness as never } }), {
    input: { path, search: '' },
  }).start();
  const cams = () =>
    (app.system.get('cams') as AnyActorRef | undefined)?.getSnapshot() as
      { context: { input: DomainInput; heard: string[] } } | undefined;
  return { app, cams };
}

describe('app: a lazy domain starts with its session as input (issue 52 §3)', () => {
  it('waits for bootstrap when its code loads first, then starts with the facts and what waited', () => {
    const { app, cams } = rootAt('/en/cams/');
    app.send({ type: 'app.domainEvent', domain: 'cams', event: { type: 'cams.early' } });
    app.send({ type: 'app.domainStart', domain: 'cams' });
    expect(cams()).toBeUndefined();
    expect(app.getSnapshot().context).toMatchObject({ loaded: ['cams'], started: [] });
    expect(app.getSnapshot().context.pending.cams).toEqual([{ type: 'cams.early' }]);

    app.send(demoGuestReady());
    expect(cams()?.context.input).toEqual({ owner: 'cams', ...demoSessionFacts() });
    // No `app.ready`: the session is its input (issue 52 §3).
    expect(cams()?.context.heard).toEqual(['cams.early', 'ui.listShown']);
    expect(app.getSnapshot().context).toMatchObject({ loaded: [], started: ['cams'], pending: {} });
  });

  it('starts at once with the facts when bootstrap is already done', () => {
    const { app, cams } = rootAt('/en/');
    app.send(demoGuestReady({ isLoggedIn: false }));
    app.send({ type: 'app.domainStart', domain: 'cams' });
    expect(cams()?.context.input.guest.isLoggedIn).toBe(false);
    expect(cams()?.context.input.owner).toBe('cams');
    expect(app.getSnapshot().context.started).toEqual(['cams']);
  });

  it('is started once, however often its start is recorded', () => {
    const { app, cams } = rootAt('/en/');
    app.send({ type: 'app.domainStart', domain: 'cams' });
    app.send({ type: 'app.domainStart', domain: 'cams' });
    app.send(demoGuestReady());
    const first = app.system.get('cams') as AnyActorRef | undefined;
    app.send({ type: 'app.domainStart', domain: 'cams' });
    expect(first).toBeDefined();
    expect(app.system.get('cams')).toBe(first);
    expect(cams()?.context.input.owner).toBe('cams');
    expect(app.getSnapshot().context.started).toEqual(['cams']);
  });
});

describe('app: the pay tour is a lazy domain (issue 50 §5)', () => {
  const wanted = (app: ReturnType<typeof rootAt>['app']) =>
    Object.keys(app.getSnapshot().context.pending);

  it('is not asked for on a visitor’s page, and is for a logged-in or locked guest', () => {
    const visitor = rootAt('/en/').app;
    visitor.send(demoGuestReady({ isLoggedIn: false }));
    expect(wanted(visitor)).not.toContain('payTour');
    const member = rootAt('/en/').app;
    member.send(demoGuestReady());
    expect(wanted(member)).toContain('payTour');
    const locked = rootAt('/en/').app;
    locked.send(demoGuestReady({ isLocked: true }));
    expect(wanted(locked)).toContain('payTour');
  });

  it('is asked for from the start when the address asks for a flow', () => {
    const app = createActor(appMachine(), {
      input: { path: '/en/', search: '?vxpAutoFlow=moneycharge' },
    }).start();
    expect(wanted(app)).toContain('payTour');
    const plain = createActor(appMachine(), { input: { path: '/en/', search: '?x=1' } }).start();
    expect(wanted(plain)).not.toContain('payTour');
  });

  it('starts with its session as input once its code is in and bootstrap is done', () => {
    const app = createActor(appMachine().provide({ actors: { payTour: witness as never } }), {
      input: { path: '/en/', search: '' },
    }).start();
    app.send({ type: 'app.domainEvent', domain: 'payTour', event: { type: 'ui.getVipRequested' } });
    app.send(demoGuestReady({ isLoggedIn: false }));
    app.send({ type: 'app.domainStart', domain: 'payTour' });
    const tour = (app.system.get('payTour') as AnyActorRef | undefined)?.getSnapshot() as
      { context: { input: DomainInput; heard: string[] } } | undefined;
    expect(tour?.context.input).toEqual({
      owner: 'payTour',
      ...demoSessionFacts({ isLoggedIn: false }),
    });
    expect(tour?.context.heard).toContain('ui.getVipRequested');
  });
});

describe('app: the realtime connection is a lazy domain only the root asks for (issue 50 §5)', () => {
  const rootWithRealtime = () => {
    const app = createActor(appMachine().provide({ actors: { realtime: witness as never } }), {
      input: { path: '/en/', search: '' },
    }).start();
    const realtime = () =>
      (app.system.get('realtime') as AnyActorRef | undefined)?.getSnapshot() as
        { context: { input: DomainInput; heard: string[] } } | undefined;
    return { app, realtime };
  };
  const frame = { type: 'realtime.send', frame: { type: 'selectChannel', channelId: 2 } };

  it('is asked for first for a logged-in guest, and keeps what is sent to it until it starts', () => {
    const { app, realtime } = rootWithRealtime();
    app.send(demoGuestReady());
    expect(Object.keys(app.getSnapshot().context.pending)[0]).toBe('realtime');
    app.send({ type: 'app.domainEvent', domain: 'realtime', event: frame });
    app.send({ type: 'app.domainEvent', domain: 'realtime', event: { type: 'env.offline' } });
    // The guest locked before it ran: it starts logged out, as it would have been told.
    app.send({ type: 'guest.locked' });
    expect(realtime()).toBeUndefined();
    app.send({ type: 'app.domainStart', domain: 'realtime' });
    expect(realtime()?.context.input).toEqual({ owner: 'realtime', ...demoSessionFacts() });
    expect(realtime()?.context.heard).toEqual(['realtime.send', 'env.offline', 'session.ended']);
    expect(app.getSnapshot().context.pending).not.toHaveProperty('realtime');
  });

  it('is asked for for a locked guest too, never for a visitor or a guest without an id', () => {
    const asks = (guest: Parameters<typeof demoGuestReady>[0]) => {
      const { app } = rootWithRealtime();
      app.send(demoGuestReady(guest));
      return 'realtime' in app.getSnapshot().context.pending;
    };
    expect(asks({ isLocked: true })).toBe(true);
    expect(asks({ isLoggedIn: false })).toBe(false);
    expect(asks({ id: null })).toBe(false);
  });

  it('drops what is sent to it where it is not asked for: a visitor, or before bootstrap', () => {
    const { app, realtime } = rootWithRealtime();
    app.send({ type: 'app.domainEvent', domain: 'realtime', event: { type: 'env.online' } });
    expect(app.getSnapshot().context.pending).not.toHaveProperty('realtime');
    app.send(demoGuestReady({ isLoggedIn: false }));
    app.send({ type: 'app.domainEvent', domain: 'realtime', event: frame });
    app.send({ type: 'app.domainWanted', domain: 'realtime' });
    app.send({ type: 'guest.locked' });
    expect(app.getSnapshot().context.pending).not.toHaveProperty('realtime');
    expect(realtime()).toBeUndefined();
  });
});

describe('app: the session domains start with the session as input (issue 52 §3, §5)', () => {
  const inputOf = (app: AnyActorRef, id: string) =>
    (
      (app.system.get(id) as AnyActorRef | undefined)?.getSnapshot() as
        { context: { input: DomainInput } } | undefined
    )?.context.input;

  it('spawns each domain whose manifest says `session` once bootstrap is done, none before', () => {
    const app = createActor(
      appMachine().provide({
        actors: Object.fromEntries(SESSION_DOMAINS.map((id) => [id, witness as never])),
      }),
      { input: { path: '/en/', search: '' } },
    ).start();
    expect(SESSION_DOMAINS).toEqual(['modals', 'guest', 'avs', 'incentives', 'tracking']);
    for (const id of SESSION_DOMAINS) expect(app.system.get(id), id).toBeUndefined();
    app.send(demoGuestReady({ isLoggedIn: false }));
    for (const id of ['modals', 'guest', 'avs', 'tracking'])
      expect(inputOf(app, id), id).toEqual({
        owner: id,
        ...demoSessionFacts({ isLoggedIn: false }),
      });
    // The one whose manifest says `startsOnRoute` gets the page's route as well.
    expect(inputOf(app, 'incentives')).toMatchObject({ route: { routeName: 'home' } });
  });

  it('invokes the boot domains with the root, before bootstrap knows the session', () => {
    const app = createActor(appMachine(), { input: { path: '/en/', search: '' } }).start();
    expect(BOOT_DOMAINS).toEqual(['report', 'consent']);
    for (const id of BOOT_DOMAINS) expect(app.system.get(id), id).toBeDefined();
  });
});
