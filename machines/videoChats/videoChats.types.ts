import type { ServiceRequest } from '../shared/serviceRequest.ts';

/** One of the guest's past video chats (decision 0029). */
export interface PastVideoChat {
  /** The chat's id: the list's item id. */
  id: string;
  actorId: number;
  actorName: string;
  /** Her profile's address. */
  profileLink: string;
  picture: { w320: string; w640: string; w1280: string };
  /** When it started (ISO time). */
  startedAt: string;
  /** Minutes billed (0 for a free chat). */
  minutes: number;
  /** What it cost, in the guest's currency. */
  amount: { value: number; currency: string };
}

/** The list's query: the session's request (one list, newest first). */
export type VideoChatsQuery = {
  request: ServiceRequest;
};

export interface VideoChatsContext {
  request: ServiceRequest;
  loggedIn: boolean;
}
