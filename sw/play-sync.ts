/**
 * Play counts (POST /api/audios/{id}/play, fire and forget from the player): sent now when the network is
 * there, otherwise kept in a workbox-background-sync queue and sent when the connection returns.
 */

export interface PlayCandidate {
  request: Pick<Request, 'method'>;
  url: URL;
  sameOrigin: boolean;
}

const PLAY_PATH = /^\/api\/audios\/\d+\/play$/;

export function matchPlayCount({ request, url, sameOrigin }: PlayCandidate): boolean {
  return sameOrigin && request.method === 'POST' && PLAY_PATH.test(url.pathname);
}

/** The part of workbox-background-sync's Queue this module uses. */
export interface PlayQueue {
  pushRequest(entry: { request: Request }): Promise<void>;
  replayRequests(): Promise<void>;
}

export interface PlayDeps {
  fetch: (request: Request) => Promise<Response>;
  queue: Pick<PlayQueue, 'pushRequest'>;
}

/**
 * Only a network failure queues the play; any answer from the server (even an error) means it arrived.
 * The page gets a 202 for a queued play, so nothing there treats it as a failure.
 */
export async function sendOrQueuePlay(request: Request, deps: PlayDeps): Promise<Response> {
  const copy = request.clone();
  try {
    return await deps.fetch(request);
  } catch {
    await deps.queue.pushRequest({ request: copy });
    return new Response(null, { status: 202, statusText: 'Queued until online' });
  }
}

/**
 * Replays the queue at most once at a time: the sync event, the worker starting and the page's 'online'
 * message can all ask at once, and two concurrent replays could send the same play twice.
 * The promise rejects when a request still fails (Workbox puts it back first), so a sync event can retry.
 * It takes the queue per call because Workbox's Queue calls its onSync while it is still being constructed.
 */
export function createPlayReplayer(): (queue: Pick<PlayQueue, 'replayRequests'>) => Promise<void> {
  let running: Promise<void> | null = null;
  return (queue) => {
    running ??= queue.replayRequests().finally(() => {
      running = null;
    });
    return running;
  };
}

/**
 * Replays, and tries again after a pause when that fails: the page's 'online' can arrive a moment before
 * requests get through, or while a replay started offline is still failing, and no other event may follow.
 */
export async function replayWithRetries(
  replay: () => Promise<void>,
  { attempts, pauseMs, pause }: { attempts: number; pauseMs: number; pause: (ms: number) => Promise<void> },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await replay();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await pause(pauseMs);
    }
  }
}
