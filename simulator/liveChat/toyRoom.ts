import type { ClientFrame } from '../../services/realtime/frames.ts';
import type { ToyRejection } from '../../machines/liveChat/toyControl.types.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { AccountsRepository } from '../store/accounts.ts';
import { fromMinor, toMinor } from '../money.ts';
import { findToyControl } from '../messenger/catalog.ts';
import {
  advanceToy,
  dropChat,
  EMPTY_TOY_QUEUE,
  enqueueToy,
  type ToyJob,
  type ToyQueue,
} from './toys.ts';

/** What the toy room needs of a running chat. */
export interface ToyChat {
  chatId: string;
  accountId: number;
  actorId: number;
  /** Voyeurs only watch: they cannot send the toy either. */
  canWrite: boolean;
}

type ToyFrame = Pick<
  Extract<ClientFrame, { type: 'sendLiveChatToy' }>,
  'clientToyId' | 'toyControlId'
>;

/**
 * The actors' toys in running chats (docs/realtime-extensions.md, toy control): a control the
 * balance covers is charged at once (`guestBalance` follows) and queued on her toy, which runs
 * one at a time for its duration (`liveChatToyQueued`, `liveChatToyStarted`, `liveChatToyDone`);
 * anything else is rejected with its reason and costs nothing. Controls still waiting when their
 * chat ends are given back. `secondMs` sets the toy's second (tests).
 */
export function createToyRoom(
  ctx: {
    hub: Pick<RealtimeHub, 'push' | 'pushBalance'>;
    store: { accounts: Pick<AccountsRepository, 'findById' | 'setBalance'> };
  },
  secondMs: number,
) {
  const { hub, store } = ctx;
  const queues = new Map<number, ToyQueue>();
  const timers = new Map<number, NodeJS.Timeout>();

  const reject = (chat: ToyChat, frame: ToyFrame, reason: ToyRejection): void => {
    hub.push(chat.accountId, {
      type: 'liveChatToyRejected',
      chatId: chat.chatId,
      clientToyId: frame.clientToyId,
      reason,
    });
  };

  const credit = (job: ToyJob, sign: 1 | -1) => {
    const account = store.accounts.findById(job.accountId);
    if (!account) return;
    const balanceMinor = toMinor(account.balance, account.currency) + sign * job.priceMinor;
    store.accounts.setBalance(job.accountId, fromMinor(balanceMinor, account.currency));
    hub.pushBalance(job.accountId, { isPayment: false });
  };

  const run = (actorId: number, job: ToyJob) => {
    hub.push(job.accountId, {
      type: 'liveChatToyStarted',
      chatId: job.chatId,
      clientToyId: job.clientToyId,
      toyControlId: job.toyControlId,
      seconds: job.seconds,
    });
    const timer = setTimeout(() => finish(actorId), job.seconds * secondMs);
    timer.unref();
    timers.set(actorId, timer);
  };

  /** Her toy's running control is done: the next waiting one runs. */
  const finish = (actorId: number): boolean => {
    const timer = timers.get(actorId);
    if (timer) clearTimeout(timer);
    timers.delete(actorId);
    const { queue, done } = advanceToy(queues.get(actorId) ?? EMPTY_TOY_QUEUE);
    queues.set(actorId, queue);
    if (done)
      hub.push(done.accountId, {
        type: 'liveChatToyDone',
        chatId: done.chatId,
        clientToyId: done.clientToyId,
      });
    if (queue.running) run(actorId, queue.running);
    return done !== null;
  };

  return {
    send(chat: ToyChat, frame: ToyFrame, hasToy: boolean): void {
      if (!chat.canWrite) return reject(chat, frame, 'notAllowed');
      if (!hasToy) return reject(chat, frame, 'noToy');
      const control = findToyControl(frame.toyControlId);
      if (!control) return reject(chat, frame, 'unknownToy');
      const account = store.accounts.findById(chat.accountId);
      if (!account) return reject(chat, frame, 'notAllowed');
      const priceMinor = toMinor(control.price, account.currency);
      if (priceMinor > toMinor(account.balance, account.currency))
        return reject(chat, frame, 'balance');
      const job: ToyJob = {
        chatId: chat.chatId,
        accountId: chat.accountId,
        clientToyId: frame.clientToyId,
        toyControlId: control.id,
        seconds: control.duration,
        priceMinor,
      };
      credit(job, -1);
      const { queue, ahead, startsNow } = enqueueToy(
        queues.get(chat.actorId) ?? EMPTY_TOY_QUEUE,
        job,
      );
      queues.set(chat.actorId, queue);
      hub.push(chat.accountId, {
        type: 'liveChatToyQueued',
        chatId: chat.chatId,
        clientToyId: job.clientToyId,
        toyControlId: job.toyControlId,
        ahead,
      });
      if (startsNow) run(chat.actorId, job);
    },
    /** The chat ended: its waiting controls are given back. */
    endChat(chat: ToyChat): void {
      const queue = queues.get(chat.actorId);
      if (!queue) return;
      const { queue: kept, dropped } = dropChat(queue, chat.chatId);
      queues.set(chat.actorId, kept);
      for (const job of dropped) credit(job, 1);
    },
    /** Dev control: her toy's running control is done now (tests do not wait it out). */
    finish,
    close(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      queues.clear();
    },
  };
}
