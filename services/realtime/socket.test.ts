import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { validServerFrame } from './frames.arbitrary.ts';
import { createRealtimeSocket, type SocketFact } from './socket.ts';

/** A WebSocket double: the test plays the server side. */
class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: { code: number; reason: string } | null = null;
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number, reason: string) {
    this.closedWith = { code, reason };
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  serverClose(code: number, reason = '') {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason }));
  }
}

function start() {
  const facts: SocketFact[] = [];
  const log = vi.fn();
  const commands: ((command: { type: string }) => void)[] = [];
  const subscribe = createRealtimeSocket({
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    log,
    random: () => 0.25,
  });
  const cleanup = subscribe({
    input: {
      url: 'ws://x/realtime',
      request: { restBaseUrl: 'http://x/rest/v1', ver: 't', language: 'en', accessToken: 'a' },
    },
    emit: (fact) => facts.push(fact),
    receive: (listener) => commands.push(listener),
  });
  const socket = FakeSocket.instances[FakeSocket.instances.length - 1]!;
  return {
    facts,
    log,
    socket,
    cleanup,
    command: (c: { type: string; [k: string]: unknown }) => commands.forEach((l) => l(c)),
  };
}

describe('realtime socket service', () => {
  it('turns valid frames into push facts and drops invalid ones, logging each type once, never closing', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            validServerFrame.map((f) => ({ valid: true, data: JSON.stringify(f) })),
            fc
              .constantFrom('{"type":"pong"}', 'nope', '{"type":"x"}', '[]')
              .map((data) => ({ valid: false, data })),
          ),
          { maxLength: 40 },
        ),
        (frames) => {
          const s = start();
          s.socket.open();
          for (const frame of frames) s.socket.receive(frame.data);
          const valid = frames.filter((f) => f.valid).length;
          expect(s.facts.filter((f) => f.type.startsWith('push.'))).toHaveLength(valid);
          const invalidTypes = new Set(frames.filter((f) => !f.valid).map((f) => f.data));
          expect(s.log).toHaveBeenCalledTimes(invalidTypes.size);
          expect(s.socket.closedWith).toBeNull();
          s.cleanup();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reports open and close with the code, the reason and a jitter drawn at the edge', () => {
    const s = start();
    s.socket.open();
    s.socket.serverClose(4401, 'token');
    expect(s.facts).toEqual([
      { type: 'socket.opened' },
      { type: 'socket.closed', code: 4401, reason: 'token', jitter: 0.25 },
    ]);
  });

  it('sends frames as JSON once open and closes with the code it is told', () => {
    const s = start();
    s.command({ type: 'socket.send', frame: { type: 'ping', accessToken: 't', guestId: 1 } });
    expect(s.socket.sent).toEqual([]);
    s.socket.open();
    s.command({ type: 'socket.send', frame: { type: 'ping', accessToken: 't', guestId: 1 } });
    expect(s.socket.sent).toEqual(['{"type":"ping","accessToken":"t","guestId":1}']);
    s.command({ type: 'socket.close', code: 4000, reason: 'pong missing' });
    expect(s.socket.closedWith).toEqual({ code: 4000, reason: 'pong missing' });
  });

  it('closes the socket when the machine stops it, without reporting that close', () => {
    const s = start();
    s.socket.open();
    s.cleanup();
    expect(s.socket.closedWith).toEqual({ code: 1000, reason: 'done' });
    s.socket.serverClose(1000);
    expect(s.facts).toEqual([{ type: 'socket.opened' }]);
  });
});
