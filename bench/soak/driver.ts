import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import type { AnyActorRef } from 'xstate';
import type { RealtimeContext } from '../../machines/realtime/realtime.types.ts';
import type { RealtimeHub } from '../../simulator/realtime/index.ts';
import { seededRandom } from './prng.ts';
import {
  FAULT_KINDS,
  pushFrame,
  sendFrame,
  type Burst,
  type FaultKind,
  type Plan,
  type PlannedFault,
  type PushKind,
  type SoakParams,
} from './workload.ts';

/** What the driver needs of the running system. */
export interface DriverEnv {
  params: SoakParams;
  hub: RealtimeHub;
  guestId: number;
  login: string;
  appUrl: string;
  /** The current page's `send('realtime', …)`: a recorded guest intent. */
  sendToRealtime: (event: { type: 'realtime.send'; frame: ReturnType<typeof sendFrame> }) => void;
  /** The current page's realtime machine, read (never driven) to know when a session is up. */
  realtime: () => AnyActorRef | undefined;
  /**
   * Reloads the page (issue 51 §7): the guest's reload at once; the app's own (`byApp`) as the
   * app makes it when its session expired. Resolves once the next page runs.
   */
  reload: (byApp: boolean) => Promise<void>;
  /** Real ms since the workload started. */
  realNow: () => number;
}

export interface DriverCounts {
  pushes: number;
  /** Pushes held back because the guest had no socket then, pushed once it had one again. */
  pushesDeferred: number;
  /** Pushes the hub wrote to no socket (stays 0: held pushes wait for a socket). */
  pushesToNoSocket: number;
  sends: number;
  faultsApplied: Record<FaultKind, number>;
  /** Drops and closes whose moment came before the guest's session had its planned age. */
  faultsWaitedForSession: number;
  /** Drops and closes whose session ended between the wait and the fault (409): retried. */
  faultsRetried: number;
  /** Drops and closes meant for a session younger than 5 engine s. */
  faultsOnYoungSessions: number;
  /** Drops and closes while the server held the guest's outgoing frames (acks cut). */
  faultsWithHeldAcks: number;
  /** Pong silences after which the client closed (4000, or any close in the window). */
  silencesThatClosed: number;
  /** Real ms the last fault came after its planned moment (the chain's lag at the end). */
  faultsFinalLagMs: number;
  /** Real ms the pushes and sends were late against their plan at worst (event loop). */
  maxLateMs: number;
  /** Reloads the app made itself (session expired) and the guest's. */
  reloadsByApp: number;
  reloadsByGuest: number;
  /** Sends the guest typed once a reloaded page let them (none while it had no session yet). */
  sendsHeldForPage: number;
}

const WAIT_TIMEOUT_MS = 60_000;
/** After the pongs are back, a ping sent in the silence is found unanswered within 50 s. */
const PONG_CHECK_ENGINE_MS = 50_000 + 2_000;

type RealtimeView = { context: RealtimeContext; hasTag(tag: string): boolean };

/**
 * Plays the plan against the system in real time; resolves when every action was done. Pushes
 * and sends follow the plan's clock; faults go out one after another (see `planWorkload`).
 */
export async function playWorkload(env: DriverEnv, plan: Plan): Promise<DriverCounts> {
  const { hub, guestId, params } = env;
  const content = seededRandom(params.seed ^ 0x5bd1e995);
  const counts: DriverCounts = {
    pushes: 0,
    pushesDeferred: 0,
    pushesToNoSocket: 0,
    sends: 0,
    faultsApplied: Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>,
    faultsWaitedForSession: 0,
    faultsRetried: 0,
    faultsOnYoungSessions: 0,
    faultsWithHeldAcks: 0,
    silencesThatClosed: 0,
    faultsFinalLagMs: 0,
    maxLateMs: 0,
    reloadsByApp: 0,
    reloadsByGuest: 0,
    sendsHeldForPage: 0,
  };

  // The guest's session, from the page's own `ackSession` (its `sessions` counter, which a new
  // page starts again).
  const view = () => env.realtime()?.getSnapshot() as RealtimeView | undefined;
  let page = env.realtime();
  let sessions = view()?.context.sessions ?? 0;
  let sessionStart = 0;
  const noteSession = () => {
    const now = view()?.context.sessions ?? 0;
    if (env.realtime() !== page || now !== sessions) {
      page = env.realtime();
      sessions = now;
      sessionStart = env.realNow();
    }
  };
  const sessionAge = (): number | null => {
    noteSession();
    return view()?.hasTag('live') && hub.socketCount(guestId) > 0
      ? env.realNow() - sessionStart
      : null;
  };
  const closes = () => view()?.context.closes ?? 0;
  // A page that has no guest session yet takes no sends (the guest cannot type before it runs).
  const takesSends = () => {
    const snapshot = env.realtime()?.getSnapshot() as
      (RealtimeView & { matches(value: unknown): boolean }) | undefined;
    return !!snapshot && !snapshot.matches({ link: 'loggedOut' });
  };
  const typed: ReturnType<typeof sendFrame>[] = [];
  const sendOut = () => {
    while (typed.length > 0 && takesSends())
      env.sendToRealtime({ type: 'realtime.send', frame: typed.shift()! });
  };

  const held: { kind: PushKind; n: number }[] = [];
  const push = (kind: PushKind, n: number) => {
    const sockets = hub.push(guestId, pushFrame(kind, n, content));
    counts.pushes += 1;
    if (sockets === 0) counts.pushesToNoSocket += 1;
  };
  const flush = () => {
    while (held.length > 0 && hub.socketCount(guestId) > 0) {
      const next = held.shift()!;
      push(next.kind, next.n);
    }
  };
  const flusher = setInterval(() => {
    noteSession();
    flush();
    sendOut();
  }, 5);
  const issue = (burst: Burst) => {
    if (burst.kind === 'send') {
      counts.sends += 1;
      if (typed.length > 0 || !takesSends()) counts.sendsHeldForPage += 1;
      typed.push(sendFrame(burst.clientMessageId, params.channelId, burst.n));
      sendOut();
    } else if (held.length > 0 || hub.socketCount(guestId) === 0) {
      counts.pushesDeferred += 1;
      held.push({ kind: burst.push, n: burst.n });
    } else push(burst.push, burst.n);
  };

  const faultUrl = `${env.appUrl}/dev/realtime/faults?as=${env.login}`;
  const postFault = async (body: object, allow409 = false) => {
    const response = await fetch(faultUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok && !(allow409 && response.status === 409))
      throw new Error(`fault ${JSON.stringify(body)}: ${response.status} ${await response.text()}`);
    return response.status;
  };
  const waitFor = async (ready: () => boolean, what: string) => {
    const until = env.realNow() + WAIT_TIMEOUT_MS;
    while (!ready()) {
      if (env.realNow() > until) throw new Error(`soak: waited 60 s for ${what}`);
      await sleep(2);
    }
  };

  const cut = async (fault: Extract<PlannedFault, { fault: 'drop' | 'close1002' }>) => {
    if (fault.young) counts.faultsOnYoungSessions += 1;
    const body =
      fault.fault === 'drop' ? { action: 'drop' } : { action: 'close', code: 1002, reason: 'soak' };
    const oldEnough = () => (sessionAge() ?? -1) >= fault.minSessionAgeMs;
    if (!oldEnough()) counts.faultsWaitedForSession += 1;
    let bursts = fault.atFault;
    for (;;) {
      await waitFor(oldEnough, `a session to ${fault.fault}`);
      // Pushes go out just before the cut. Sends race it, one per turn of the event loop, so
      // some reach the server first and some are cut in flight. With held acks, the server
      // stores the sends but holds their acks, and the cut drops them.
      for (const burst of bursts) if (burst.kind === 'push') issue(burst);
      const sends = bursts.filter((burst) => burst.kind === 'send');
      bursts = [];
      let status: number;
      if (fault.heldAcks) {
        counts.faultsWithHeldAcks += 1;
        await postFault({ action: 'delay', ms: params.heldAcksMs });
        for (const send of sends) issue(send);
        await sleep(5);
        status = await postFault(body, true);
        await postFault({ action: 'delay', ms: 0 });
      } else {
        const posting = postFault(body, true);
        for (const send of sends) {
          await setImmediate();
          issue(send);
        }
        status = await posting;
      }
      if (status === 409) {
        counts.faultsRetried += 1;
        continue;
      }
      counts.faultsApplied[fault.fault] += 1;
      return;
    }
  };

  const silence = async (fault: Extract<PlannedFault, { fault: 'silencePongs' }>) => {
    await waitFor(() => sessionAge() !== null, 'a session to silence');
    const before = closes();
    const start = env.realNow();
    await postFault({ action: 'silencePongs', on: true });
    counts.faultsApplied.silencePongs += 1;
    await sleep(fault.realMs);
    await postFault({ action: 'silencePongs', on: false });
    // Other faults wait until the client noticed (a ping in the silence was not answered).
    const deadline = start + fault.realMs + PONG_CHECK_ENGINE_MS / params.speed;
    await waitFor(() => closes() > before || env.realNow() >= deadline, 'the pong check');
    if (closes() > before) counts.silencesThatClosed += 1;
  };

  const playFaults = async () => {
    for (const fault of plan.faults) {
      const wait = fault.at - env.realNow();
      if (wait > 0) await sleep(wait);
      if (fault.fault === 'restart') {
        await postFault({ action: 'restart', downMs: fault.downMs });
        counts.faultsApplied.restart += 1;
      } else if (fault.fault === 'reload') {
        // The app reloads when its session expires: with a live session to tell it.
        if (fault.byApp) await waitFor(() => sessionAge() !== null, 'a session to expire');
        // The guest's last sends and pushes go out just before the page goes.
        for (const burst of fault.atFault) issue(burst);
        await env.reload(fault.byApp);
        counts.faultsApplied.reload += 1;
        if (fault.byApp) counts.reloadsByApp += 1;
        else counts.reloadsByGuest += 1;
      } else if (fault.fault === 'silencePongs') await silence(fault);
      else await cut(fault);
      counts.faultsFinalLagMs = Math.max(0, env.realNow() - fault.at);
    }
  };

  const faults = playFaults();
  // If the chain fails, the error surfaces at `await faults`, not as an unhandled rejection.
  faults.catch(() => {});
  try {
    for (const item of plan.timeline) {
      const wait = item.at - env.realNow();
      if (wait > 0) await sleep(wait);
      else counts.maxLateMs = Math.max(counts.maxLateMs, -wait);
      issue(item);
    }
    await faults;
    while (held.length > 0) {
      await waitFor(() => hub.socketCount(guestId) > 0, 'a socket to push to');
      flush();
    }
    await waitFor(() => typed.length === 0, 'a page to take the last sends');
  } finally {
    clearInterval(flusher);
  }
  return counts;
}

/** The realtime machine is live with nothing queued or unacknowledged. */
export function isLiveAndIdle(realtime: AnyActorRef | undefined): boolean {
  const snapshot = realtime?.getSnapshot() as RealtimeView | undefined;
  return (
    !!snapshot &&
    snapshot.hasTag('live') &&
    snapshot.context.outbox.length === 0 &&
    snapshot.context.unacked.length === 0
  );
}

/** Waits until `check` has held for `stableMs` real ms in a row; false after `timeoutMs`. */
export async function settle(
  check: () => boolean,
  { stableMs, timeoutMs }: { stableMs: number; timeoutMs: number },
): Promise<boolean> {
  const started = performance.now();
  let since: number | null = null;
  while (performance.now() - started < timeoutMs) {
    if (check()) {
      since ??= performance.now();
      if (performance.now() - since >= stableMs) return true;
    } else since = null;
    await sleep(10);
  }
  return false;
}
