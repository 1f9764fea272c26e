/**
 * Messages the page sends to the service worker (src/app/serviceWorker.ts -> sw/sw.ts). Kept in contract/ so
 * both sides compile against the same names.
 */
export const SW_MESSAGE = {
  /** The listener accepted the update prompt: the waiting worker takes over. */
  skipWaiting: 'SKIP_WAITING',
  /** The page came back online: send the play counts queued while offline now. */
  replayPlays: 'REPLAY_PLAYS',
} as const;

export type SwMessageType = (typeof SW_MESSAGE)[keyof typeof SW_MESSAGE];

export function isSwMessage(data: unknown, type: SwMessageType): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}
