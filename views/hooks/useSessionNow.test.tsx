import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineProvider, type EngineHandle, type ViewClock } from '../../src/engine/react.tsx';
import { useSecondsLeft, useSecondsSince } from './useSessionNow.ts';

function Clocks({ endsAt, startedAt }: { endsAt: number | null; startedAt: number | null }) {
  return (
    <>
      {String(useSecondsLeft(endsAt))}|{String(useSecondsSince(startedAt))}
    </>
  );
}

const engine = (sessionClock?: ViewClock): EngineHandle => ({
  send: () => {},
  get: () => undefined,
  ...(sessionClock ? { sessionClock } : {}),
});

const render = (handle: EngineHandle, endsAt: number | null, startedAt: number | null) =>
  renderToString(
    <EngineProvider engine={handle}>
      <Clocks endsAt={endsAt} startedAt={startedAt} />
    </EngineProvider>,
  ).replace(/<!-- -->/g, '');

describe('the session clock of countdowns and running times', () => {
  afterEach(() => vi.useRealTimers());

  it('live, counts with the browser: whole seconds left rounded up, seconds since rounded down', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(render(engine(), 1_000_000 + 9_500, 1_000_000 - 61_900)).toBe('10|61');
    expect(render(engine(), 1_000_000 - 5, null)).toBe('0|null');
    expect(render(engine(), null, null)).toBe('null|null');
  });

  it("in a replay, shows the session's time at the shown record, not the viewer's", () => {
    vi.useFakeTimers({ now: 9_999_999_999 }); // the support viewer, days later
    const replayed = engine({ now: () => 2_000_000, subscribe: () => () => {} });
    expect(render(replayed, 2_000_000 + 600_000, 2_000_000 - 3_000)).toBe('600|3');
  });
});
