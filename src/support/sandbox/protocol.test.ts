import { describe, expect, it } from 'vitest';
import {
  acceptFromFrame,
  acceptFromParent,
  acceptFromReplayer,
  acceptFromView,
  acceptVouched,
  acceptVouchRequest,
  newChannel,
} from './protocol.ts';

const channel = 'a'.repeat(32);
const other = 'b'.repeat(32);
const frame = { name: 'the frame window' };
const parent = { name: 'the console window' };
const stranger = { name: 'another window' };
const CONSOLE = 'http://127.0.0.1:8080';

describe('the console and its sandboxed replay frame (issue 23 §3)', () => {
  const ready = { channel, kind: 'ready' };

  it('the console takes from the frame only its window, origin null, its channel, known shapes', () => {
    expect(acceptFromFrame({ source: frame, origin: 'null', data: ready }, frame, channel)).toEqual(
      ready,
    );
    const refused = [
      // Another window, even of an opaque origin.
      { source: stranger, origin: 'null', data: ready },
      // The console's own origin: a same-origin page is not the sandboxed frame.
      { source: frame, origin: CONSOLE, data: ready },
      { source: frame, origin: 'null', data: { ...ready, channel: other } },
      { source: frame, origin: 'null', data: { kind: 'ready' } },
      { source: frame, origin: 'null', data: { ...ready, extra: 1 } },
      { source: frame, origin: 'null', data: { channel, kind: 'height', px: 'tall' } },
      { source: frame, origin: 'null', data: { channel, kind: 'open', name: '', text: '' } },
      { source: frame, origin: 'null', data: JSON.stringify(ready) },
    ];
    for (const event of refused) expect(acceptFromFrame(event, frame, channel)).toBeNull();
    // A frame not loaded yet has no window: nothing is taken.
    expect(
      acceptFromFrame({ source: null, origin: 'null', data: ready }, null, channel),
    ).toBeNull();
    expect(
      acceptFromFrame(
        { source: frame, origin: 'null', data: { channel, kind: 'refused', line: 3, reason: 'x' } },
        frame,
        channel,
      ),
    ).toMatchObject({ kind: 'refused', line: 3 });
  });

  it('the frame takes from the console only its parent window, the console origin and its channel', () => {
    const open = { channel, kind: 'open', name: 'r.jsonl', text: '{}' };
    expect(
      acceptFromParent({ source: parent, origin: CONSOLE, data: open }, parent, CONSOLE, channel),
    ).toEqual(open);
    const refused = [
      { source: stranger, origin: CONSOLE, data: open },
      { source: parent, origin: 'http://evil.test', data: open },
      { source: parent, origin: 'null', data: open },
      { source: parent, origin: CONSOLE, data: { ...open, channel: other } },
      { source: parent, origin: CONSOLE, data: { ...open, text: 42 } },
      { source: parent, origin: CONSOLE, data: { ...open, kind: 'at' } },
    ];
    for (const event of refused)
      expect(acceptFromParent(event, parent, CONSOLE, channel)).toBeNull();
    // A frame that does not know the console's origin takes nothing.
    expect(
      acceptFromParent({ source: parent, origin: 'null', data: open }, parent, 'null', channel),
    ).toBeNull();
  });

  it('the app view frame and the replay frame: both opaque, so window and channel decide', () => {
    const at = { channel, kind: 'at', position: 12, scrollY: 0 };
    expect(
      acceptFromReplayer({ source: parent, origin: 'null', data: at }, parent, channel),
    ).toEqual(at);
    expect(
      acceptFromReplayer({ source: stranger, origin: 'null', data: at }, parent, channel),
    ).toBeNull();
    expect(
      acceptFromReplayer({ source: parent, origin: CONSOLE, data: at }, parent, channel),
    ).toBeNull();
    expect(
      acceptFromReplayer(
        { source: parent, origin: 'null', data: { ...at, position: -1 } },
        parent,
        channel,
      ),
    ).toBeNull();
    const sent = { channel, kind: 'sent', to: 'shell', type: 'ui.menuToggled' };
    expect(acceptFromView({ source: frame, origin: 'null', data: sent }, frame, channel)).toEqual(
      sent,
    );
    expect(
      acceptFromView(
        { source: frame, origin: 'null', data: { ...sent, channel: other } },
        frame,
        channel,
      ),
    ).toBeNull();
    expect(
      acceptFromView({ source: stranger, origin: 'null', data: sent }, frame, channel),
    ).toBeNull();
  });

  it('the console vouches only for a frame inside its replay frame, asking from an opaque origin', () => {
    const view = { name: 'the app view window' };
    // The replay frame's window as the console sees it (cross-origin): its child frames.
    const replayFrame = { length: 2, 0: stranger, 1: view };
    const vouch = { channel, kind: 'vouch' };
    expect(acceptVouchRequest({ source: view, origin: 'null', data: vouch }, replayFrame)).toBe(
      channel,
    );
    const refused = [
      // A window that is not a child of the replay frame (another site's frame of the view).
      { source: parent, origin: 'null', data: vouch },
      { source: frame, origin: 'null', data: vouch },
      { source: view, origin: CONSOLE, data: vouch },
      { source: view, origin: 'null', data: { ...vouch, channel: 'short' } },
      { source: view, origin: 'null', data: { ...vouch, kind: 'vouched' } },
      { source: view, origin: 'null', data: { ...vouch, extra: 1 } },
      { source: null, origin: 'null', data: vouch },
    ];
    for (const event of refused) expect(acceptVouchRequest(event, replayFrame)).toBeNull();
    expect(acceptVouchRequest({ source: view, origin: 'null', data: vouch }, null)).toBeNull();
  });

  it('the view takes the vouch only from its top window, of its own origin, on its channel', () => {
    const top = { name: 'the top window' };
    const vouched = { channel, kind: 'vouched' };
    expect(
      acceptVouched({ source: top, origin: CONSOLE, data: vouched }, top, CONSOLE, channel),
    ).toBe(true);
    const refused = [
      // Another site framing the view: its top window is not of the view's origin.
      { source: top, origin: 'http://evil.test', data: vouched },
      // The parent (the replay frame, or another site's sandboxed frame) cannot vouch.
      { source: parent, origin: CONSOLE, data: vouched },
      { source: top, origin: 'null', data: vouched },
      { source: top, origin: CONSOLE, data: { ...vouched, channel: other } },
      { source: top, origin: CONSOLE, data: { ...vouched, kind: 'vouch' } },
    ];
    for (const event of refused) expect(acceptVouched(event, top, CONSOLE, channel)).toBe(false);
    // A view that does not know its own origin takes nothing.
    expect(
      acceptVouched({ source: top, origin: 'null', data: vouched }, top, 'null', channel),
    ).toBe(false);
    expect(
      acceptVouched({ source: null, origin: CONSOLE, data: vouched }, null, CONSOLE, channel),
    ).toBe(false);
  });

  it('makes channels of 128 random bits', () => {
    const made = newChannel((bytes) => bytes.fill(0xab));
    expect(made).toBe('ab'.repeat(16));
    expect(made).toMatch(/^[0-9a-f]{32}$/);
  });
});
