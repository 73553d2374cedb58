/**
 * The actor's toy (issue #19 §2 toy control): it runs one control at a time for its duration;
 * the others wait in order. Pure: the simulator keeps one queue per actor and sets the timers.
 */
export interface ToyJob {
  chatId: string;
  accountId: number;
  clientToyId: string;
  toyControlId: number;
  /** Seconds the toy runs it. */
  seconds: number;
  /** What it cost (minor units), given back if it never runs. */
  priceMinor: number;
}

export interface ToyQueue {
  running: ToyJob | null;
  waiting: readonly ToyJob[];
}

export const EMPTY_TOY_QUEUE: ToyQueue = { running: null, waiting: [] };

/** A job joins the queue: it runs at once on an idle toy, else waits behind `ahead` others. */
export function enqueueToy(
  queue: ToyQueue,
  job: ToyJob,
): { queue: ToyQueue; ahead: number; startsNow: boolean } {
  if (queue.running === null)
    return { queue: { running: job, waiting: [] }, ahead: 0, startsNow: true };
  return {
    queue: { running: queue.running, waiting: [...queue.waiting, job] },
    ahead: queue.waiting.length + 1,
    startsNow: false,
  };
}

/** The running job is done: the next waiting one runs (or the toy rests). */
export function advanceToy(queue: ToyQueue): { queue: ToyQueue; done: ToyJob | null } {
  const [next = null, ...rest] = queue.waiting;
  return { queue: { running: next, waiting: rest }, done: queue.running };
}

/**
 * A chat ended: its waiting jobs leave the queue (to be given back); its running one runs out.
 */
export function dropChat(
  queue: ToyQueue,
  chatId: string,
): { queue: ToyQueue; dropped: readonly ToyJob[] } {
  return {
    queue: {
      running: queue.running,
      waiting: queue.waiting.filter((job) => job.chatId !== chatId),
    },
    dropped: queue.waiting.filter((job) => job.chatId === chatId),
  };
}
