/** Why the server did not take a toy control (nothing was charged). */
export const TOY_REJECTIONS = ['balance', 'noToy', 'unknownToy', 'notAllowed'] as const;
export type ToyRejection = (typeof TOY_REJECTIONS)[number];

/** A toy control the guest sent in a live chat, as it goes through her toy's queue. */
export interface ToyItem {
  clientToyId: string;
  toyControlId: number;
  /** Sent, not yet answered; charged and waiting in her toy's queue; running now. */
  status: 'sending' | 'queued' | 'running';
  /** Controls that run before it (null until the server says). */
  ahead: number | null;
  /** How long it runs, in seconds (null until it runs). */
  seconds: number | null;
  /**
   * When the running control ends (ms since the epoch, the guest's clock read once as it started):
   * the view counts down to it (decision 0002); null until read.
   */
  endsAt: number | null;
}

/** The system id of the live chat's toy control (views read it while the chat offers the toy). */
export const LIVE_CHAT_TOYS = 'liveChat.toys';
