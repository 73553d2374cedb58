import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { favouriteNotificationsMachine } from './notifications.machine.ts';
import { selectNotificationSwitch, selectUndoneSwitches } from './notifications.selectors.ts';
import type { FavouriteActor, NotificationAnswer } from './favourites.types.ts';

const lana: FavouriteActor = {
  id: 7,
  name: 'Lana',
  isOnline: true,
  avatarUrl: null,
  notifications: { email: true, sms: false },
};
const list = (sms: boolean, answer?: NotificationAnswer) => ({
  type: 'push.FavoriteActors' as const,
  actors: [{ ...lana, notifications: { email: true, sms } }],
  notificationAnswer: answer,
});
const smsOn = {
  type: 'ui.setNotification' as const,
  actorId: 7,
  medium: 'sms' as const,
  enabled: true,
};

/** The switches under a parent that stands in for `realtime`. */
function start(actors: FavouriteActor[] = [lana]) {
  const sent: EventObject[] = [];
  const root = createMachine({
    invoke: [
      {
        id: 'realtime',
        systemId: 'realtime',
        src: createMachine({
          on: { '*': { actions: ({ event }: { event: EventObject }) => sent.push(event) } },
        }),
      },
      { id: 'notifications', src: favouriteNotificationsMachine, input: { actors } },
    ],
  });
  const app = createActor(root).start();
  const switches = app.getSnapshot().children['notifications'] as ReturnType<
    typeof createActor<typeof favouriteNotificationsMachine>
  >;
  const sms = () => selectNotificationSwitch(switches.getSnapshot(), 7, 'sms');
  const undone = () => selectUndoneSwitches(switches.getSnapshot(), 7);
  return { switches, sent, sms, undone };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('favourite notifications machine', () => {
  it('shows the listed switches, and none for a favourite the list gives none', () => {
    const { switches, sms } = start([lana, { ...lana, id: 8, notifications: undefined }]);
    expect(sms()).toEqual({ enabled: false, saving: false });
    expect(selectNotificationSwitch(switches.getSnapshot(), 7, 'email').enabled).toBe(true);
    expect(selectNotificationSwitch(switches.getSnapshot(), 8, 'sms').enabled).toBeNull();
    switches.send({ ...smsOn, actorId: 8 });
    expect(switches.getSnapshot().value).toBe('idle');
  });

  it('switches at once, sends setActorNotification and settles on its answer', () => {
    const { switches, sent, sms } = start();
    switches.send(smsOn);
    expect(sms()).toEqual({ enabled: true, saving: true });
    expect(switches.getSnapshot().hasTag('busy')).toBe(true);
    expect(sent).toEqual([
      {
        type: 'realtime.send',
        frame: { type: 'setActorNotification', actorId: 7, medium: 'sms', enabled: true },
      },
    ]);
    // A list that answers nothing (another request's) leaves the change waiting.
    switches.send(list(false));
    expect(sms()).toEqual({ enabled: true, saving: true });
    switches.send(list(true, { actorId: 7, medium: 'sms', enabled: true, accepted: true }));
    expect(sms()).toEqual({ enabled: true, saving: false });
    expect(switches.getSnapshot().value).toBe('idle');
  });

  it('takes a refused change back and says why until the next change', () => {
    const { switches, sms, undone } = start();
    switches.send(smsOn);
    switches.send(list(false, { actorId: 7, medium: 'sms', enabled: true, accepted: false }));
    expect(sms()).toEqual({ enabled: false, saving: false });
    expect(undone()).toEqual([{ medium: 'sms', enabled: true, reason: 'refused' }]);
    switches.send({ ...smsOn, medium: 'email', enabled: false });
    expect(undone()).toEqual([]);
  });

  it('takes every waiting change back when no answer comes in time; a late answer still counts', () => {
    vi.useFakeTimers();
    const { switches, sms, undone } = start();
    switches.send(smsOn);
    vi.advanceTimersByTime(6_000);
    switches.send({ ...smsOn, medium: 'email', enabled: false });
    // The timer runs from her last change.
    vi.advanceTimersByTime(9_999);
    expect(sms().saving).toBe(true);
    vi.advanceTimersByTime(1);
    expect(sms()).toEqual({ enabled: false, saving: false });
    expect(undone()).toEqual([
      { medium: 'sms', enabled: true, reason: 'noAnswer' },
      { medium: 'email', enabled: false, reason: 'noAnswer' },
    ]);
    // The socket comes back and the server kept the SMS change after all.
    switches.send(list(true, { actorId: 7, medium: 'sms', enabled: true, accepted: true }));
    expect(sms()).toEqual({ enabled: true, saving: false });
    expect(undone()).toEqual([{ medium: 'email', enabled: false, reason: 'noAnswer' }]);
  });

  it('ignores a press that changes nothing', () => {
    const { switches, sent } = start();
    switches.send({ ...smsOn, enabled: false });
    expect(sent).toEqual([]);
    expect(switches.getSnapshot().value).toBe('idle');
  });
});
