import { describe, expect, it } from 'vitest';
import { createStatelyPort, STATELY_ORIGIN } from './statelyPort.ts';

function setup() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: { message: unknown; origin: string }[] = [];
  const inspectorWindow = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  const win = {
    addEventListener: (_: 'message', l: (event: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: 'message', l: (event: MessageEvent) => void) => listeners.delete(l),
  };
  const deliver = (origin: string, source: unknown, data: unknown) => {
    for (const l of listeners) l({ origin, source, data } as MessageEvent);
  };
  const port = createStatelyPort(win, () => inspectorWindow, 'salt');
  return { port, posted, deliver, inspectorWindow, listeners };
}

const snapshotEvent = {
  type: '@xstate.snapshot',
  snapshot: {
    context: {
      session: { accessToken: 'tok-secret-123456', email: 'lana@example.com' },
      draft: { text: 'meet me at 5' },
    },
  },
};

describe('Stately port (issue 23, item 6)', () => {
  it('posts nothing until the inspector window itself says it is connected', () => {
    const { port, posted, deliver, inspectorWindow } = setup();
    port.send(snapshotEvent);
    deliver('https://evil.test', inspectorWindow, { type: '@statelyai.connected' });
    deliver(STATELY_ORIGIN, {}, { type: '@statelyai.connected' });
    deliver(STATELY_ORIGIN, null, { type: '@statelyai.connected' });
    expect(posted).toEqual([]);
    expect(port.connected).toBe(false);
    deliver(STATELY_ORIGIN, inspectorWindow, { type: '@statelyai.connected' });
    expect(port.connected).toBe(true);
    expect(posted).toHaveLength(1);
  });

  it('posts to the exact Stately origin, never "*", with secrets, addresses and texts redacted', () => {
    const { port, posted, deliver, inspectorWindow } = setup();
    deliver(STATELY_ORIGIN, inspectorWindow, { type: '@statelyai.connected' });
    port.send(snapshotEvent);
    expect(posted.map((p) => p.origin)).toEqual([STATELY_ORIGIN]);
    const text = JSON.stringify(posted[0]!.message);
    expect(text).not.toContain('tok-secret-123456');
    expect(text).not.toContain('lana@example.com');
    expect(text).toContain('@xstate.snapshot');
  });

  it('stops listening when stopped', () => {
    const { port, listeners } = setup();
    port.stop();
    expect(listeners.size).toBe(0);
  });
});
