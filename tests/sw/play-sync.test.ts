// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createPlayReplayer, matchPlayCount, replayWithRetries, sendOrQueuePlay } from '../../sw/play-sync';

const ORIGIN = 'https://naats.test';
const PLAY_URL = `${ORIGIN}/api/audios/12/play`;

describe('matchPlayCount', () => {
  const match = (method: string, path: string, sameOrigin = true) =>
    matchPlayCount({ request: { method }, url: new URL(path, ORIGIN), sameOrigin });

  it('takes POST /api/audios/{id}/play only', () => {
    expect(match('POST', '/api/audios/12/play')).toBe(true);
    expect(match('GET', '/api/audios/12/play')).toBe(false);
    expect(match('POST', '/api/audios/abc/play')).toBe(false);
    expect(match('POST', '/api/audios/12')).toBe(false);
    expect(match('POST', '/api/audios/12/play', false)).toBe(false);
  });
});

describe('sendOrQueuePlay', () => {
  it('sends the play when the network answers and queues nothing', async () => {
    const pushRequest = vi.fn(() => Promise.resolve());
    const answer = new Response(null, { status: 204 });
    const response = await sendOrQueuePlay(new Request(PLAY_URL, { method: 'POST' }), {
      fetch: () => Promise.resolve(answer),
      queue: { pushRequest },
    });
    expect(response).toBe(answer);
    expect(pushRequest).not.toHaveBeenCalled();
  });

  it('keeps a server error as the answer: the play arrived', async () => {
    const pushRequest = vi.fn(() => Promise.resolve());
    const response = await sendOrQueuePlay(new Request(PLAY_URL, { method: 'POST' }), {
      fetch: () => Promise.resolve(new Response(null, { status: 500 })),
      queue: { pushRequest },
    });
    expect(response.status).toBe(500);
    expect(pushRequest).not.toHaveBeenCalled();
  });

  it('queues the play when the network fails and answers 202', async () => {
    const queued: Request[] = [];
    const response = await sendOrQueuePlay(new Request(PLAY_URL, { method: 'POST' }), {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      queue: {
        pushRequest: ({ request }) => {
          queued.push(request);
          return Promise.resolve();
        },
      },
    });
    expect(response.status).toBe(202);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.url).toBe(PLAY_URL);
    expect(queued[0]?.method).toBe('POST');
  });
});

describe('createPlayReplayer', () => {
  it('runs one replay at a time and a new one after it ends', async () => {
    let finish: () => void = () => undefined;
    const replayRequests = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const replay = createPlayReplayer();
    const first = replay({ replayRequests });
    const second = replay({ replayRequests });
    expect(replayRequests).toHaveBeenCalledTimes(1);
    finish();
    await Promise.all([first, second]);
    void replay({ replayRequests });
    expect(replayRequests).toHaveBeenCalledTimes(2);
    finish();
  });

  it('reports a failed replay and allows the next attempt', async () => {
    const replayRequests = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('queue-replay-failed'))
      .mockResolvedValueOnce(undefined);
    const replay = createPlayReplayer();
    await expect(replay({ replayRequests })).rejects.toThrow('queue-replay-failed');
    await expect(replay({ replayRequests })).resolves.toBeUndefined();
    expect(replayRequests).toHaveBeenCalledTimes(2);
  });
});

describe('replayWithRetries', () => {
  it('tries again after a pause until a replay succeeds', async () => {
    const replay = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const pause = vi.fn(() => Promise.resolve());
    await replayWithRetries(replay, { attempts: 5, pauseMs: 2000, pause });
    expect(replay).toHaveBeenCalledTimes(3);
    expect(pause).toHaveBeenCalledTimes(2);
    expect(pause).toHaveBeenCalledWith(2000);
  });

  it('gives up after the last attempt with the last error', async () => {
    const replay = vi.fn<() => Promise<void>>().mockRejectedValue(new Error('still offline'));
    await expect(
      replayWithRetries(replay, { attempts: 3, pauseMs: 10, pause: () => Promise.resolve() }),
    ).rejects.toThrow('still offline');
    expect(replay).toHaveBeenCalledTimes(3);
  });
});
