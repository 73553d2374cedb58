/**
 * Chat exit codes (seed 000 §8; decision docs/decisions/0010-chat-exit-codes.md): what each
 * value means and what the guest is offered next. The spec names the ranges, 908 and the two
 * groups that choose the follow-up (live preview, pre-chat); the meanings are ours.
 */

/** What the ended chat offers the guest. */
type ExitFollowUp =
  /** Money ran out or was short: top up, then the chat continues with the same actor. */
  | 'topUp'
  /** The chat ran and ended normally: the chat-exit survey. */
  | 'survey'
  /** The actor ended it or is gone: "she ended the chat", back to her profile. */
  | 'actorEnded'
  /** A technical break: enter the same chat again. */
  | 'reconnect'
  /** 908: her live show started: join it (chat type LIVESHOW). */
  | 'joinLiveShow'
  /** The live preview is over: the full chat (or login) is offered. */
  | 'previewEnded'
  /** Nothing to offer: the reason is shown (platform decisions, bans). */
  | 'notice'
  /** The free chat's time is used up (301 of a FREECHAT): her paid live chat is offered. */
  | 'paidChat';

/** Who ended the chat (the hundreds of the code) and the group that chooses the follow-up. */
type ExitSource = 'client' | 'host' | 'limit' | 'admin' | 'preview' | 'payment' | 'system';
type ExitGroup = 'preview' | 'preChat' | 'chat';

export interface ExitCodeInfo {
  code: number;
  source: ExitSource;
  group: ExitGroup;
  /** The key under `liveChat.exit.` of the meaning the guest reads. */
  meaning: string;
  followUp: ExitFollowUp;
}

type Row = readonly [code: number, meaning: string, followUp: ExitFollowUp, group?: ExitGroup];

/** The table, by range (seed 000 §8 lists exactly these values). */
const ROWS: readonly Row[] = [
  // 1xx: the guest's side.
  [100, 'guestEnded', 'survey'],
  [101, 'guestLeft', 'survey'],
  [102, 'guestConnectionLost', 'reconnect'],
  [103, 'guestIdle', 'survey'],
  [104, 'guestSwitched', 'notice'],
  [105, 'guestLoggedOut', 'notice'],
  [106, 'guestVideoFailed', 'reconnect'],
  [107, 'balanceSpent', 'topUp'],
  [108, 'voucherSpent', 'topUp'],
  [198, 'guestUnknown', 'reconnect'],
  [199, 'guestTechnical', 'reconnect'],
  // 2xx: the actor's (host's) side.
  [201, 'actorEnded', 'actorEnded'],
  [202, 'actorOffline', 'actorEnded'],
  [203, 'actorKicked', 'actorEnded'],
  [204, 'actorConnectionLost', 'reconnect'],
  [205, 'actorPrivate', 'actorEnded'],
  [206, 'actorBreak', 'actorEnded'],
  [207, 'actorStreamFailed', 'reconnect'],
  [208, 'actorTechnical', 'reconnect'],
  // 3xx: limits.
  [301, 'maxDuration', 'survey'],
  // 4xx: the platform's staff and rules.
  [401, 'adminEnded', 'notice'],
  [402, 'guestBlocked', 'notice'],
  [403, 'countryBanned', 'notice', 'preChat'],
  [404, 'ageCheckNeeded', 'notice', 'preChat'],
  [405, 'contentViolation', 'notice'],
  [406, 'paymentCheck', 'notice'],
  [407, 'maintenance', 'reconnect'],
  [408, 'accountLocked', 'notice'],
  [498, 'adminUnknown', 'notice'],
  [499, 'adminTechnical', 'reconnect'],
  // 5xx: the live preview.
  [501, 'previewOver', 'previewEnded', 'preview'],
  [502, 'previewActorPrivate', 'actorEnded', 'preview'],
  [503, 'previewUsed', 'previewEnded', 'preview'],
  // 6xx: payment before the chat.
  [601, 'balanceTooLow', 'topUp', 'preChat'],
  // 9xx: the system, mostly before the chat could start.
  [901, 'actorOfflineAtStart', 'actorEnded', 'preChat'],
  [902, 'actorBusy', 'actorEnded', 'preChat'],
  [903, 'chatTypeUnavailable', 'notice', 'preChat'],
  [904, 'balanceTooLowAtStart', 'topUp', 'preChat'],
  [905, 'loginNeeded', 'notice', 'preChat'],
  [906, 'ageCheckAtStart', 'notice', 'preChat'],
  [907, 'countryBannedAtStart', 'notice', 'preChat'],
  [908, 'liveShowStarted', 'joinLiveShow'],
  [909, 'serverFull', 'reconnect', 'preChat'],
  [910, 'streamSetupFailed', 'reconnect', 'preChat'],
  [920, 'serverConnectionLost', 'reconnect'],
  [921, 'heartbeatLost', 'reconnect'],
  [990, 'serverShutdown', 'reconnect'],
  [996, 'duplicateChat', 'notice'],
  [997, 'unknown', 'notice'],
];

function sourceOf(code: number): ExitSource {
  switch (Math.floor(code / 100)) {
    case 1:
      return 'client';
    case 2:
      return 'host';
    case 3:
      return 'limit';
    case 4:
      return 'admin';
    case 5:
      return 'preview';
    case 6:
      return 'payment';
    default:
      return 'system';
  }
}

const EXIT_CODES: ReadonlyMap<number, ExitCodeInfo> = new Map(
  ROWS.map(([code, meaning, followUp, group]) => [
    code,
    { code, source: sourceOf(code), group: group ?? 'chat', meaning, followUp },
  ]),
);

/** Every exit code of seed 000 §8, ascending. */
export const EXIT_CODE_VALUES: readonly number[] = [...EXIT_CODES.keys()];

/** The guest ended it (the stop button). */
export const EXIT_GUEST_ENDED = 100;
/** The guest left the chat's page. */
export const EXIT_LEFT = 101;
/** The guest chose another chat while one ran. */
export const EXIT_SWITCHED = 104;
/** A limit reached; of a FREECHAT: the guest's free time with her is used up (decision 0016). */
export const EXIT_FREE_CHAT_OVER = 301;
/** The live preview's time is over. */
export const EXIT_PREVIEW_OVER = 501;
/** The live preview of her was used up already (the query service gave it no seconds). */
export const EXIT_PREVIEW_USED = 503;
/** The guest's country is banned: the chat is not offered. */
export const EXIT_COUNTRY_BANNED = 907;
/** No answer to the start: the stream could not be set up. */
export const EXIT_START_FAILED = 910;
const UNKNOWN = 997;

/** The meaning and follow-up of a code; a value outside the table reads as 997 (unknown). */
export function exitCodeInfo(code: number): ExitCodeInfo {
  return EXIT_CODES.get(code) ?? { ...EXIT_CODES.get(UNKNOWN)!, code };
}

/**
 * Whether the chat-exit survey may follow this end: a chat that ran (not a preview, not a
 * pre-chat refusal) and ended without waiting for the guest (her own end, a limit, the
 * actor's). A top-up offer, a reconnect or a notice is the follow-up of the other codes; a
 * survey over it would hide what she must do.
 */
export const asksChatExitSurvey = (code: number): boolean => {
  const { followUp, group } = exitCodeInfo(code);
  return group === 'chat' && (followUp === 'survey' || followUp === 'actorEnded');
};

/**
 * Whether an end offers the guest's conversion chat again while it is eligible (seed 000 §4): a
 * live preview that ran out or was used up is when a guest who has not paid yet decides to chat.
 */
export const offersConversionChat = (code: number): boolean =>
  exitCodeInfo(code).followUp === 'previewEnded';

/** A code's info for the chat type it ended: a FREECHAT's 301 is its free time used up. */
export function chatExitInfo(code: number, chatType: string): ExitCodeInfo {
  const info = exitCodeInfo(code);
  return chatType === 'FREECHAT' && code === EXIT_FREE_CHAT_OVER
    ? { ...info, meaning: 'freeChatOver', followUp: 'paidChat' }
    : info;
}
