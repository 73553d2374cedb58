import { describe, expect, it } from 'vitest';
import { createNetworkSource } from './network.ts';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } });
}

describe('network env source', () => {
  it('reports offline at start, then every change, and stops when cleaned up', () => {
    const win = fakeWindow(false);
    const events: string[] = [];
    const stop = createNetworkSource(win)((event) => events.push(event.type));
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('offline'));
    stop();
    win.dispatchEvent(new Event('online'));
    expect(events).toEqual(['env.offline', 'env.online', 'env.offline']);
  });

  it('says nothing at start when online (the machine starts online)', () => {
    const events: string[] = [];
    createNetworkSource(fakeWindow(true))((event) => events.push(event.type));
    expect(events).toEqual([]);
  });
});
