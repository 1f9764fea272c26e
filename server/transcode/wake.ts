import { EventEmitter } from 'node:events';

/**
 * Tells this process's ingest worker that a job was queued, so it starts at once instead of at its next poll.
 * Only a nudge: the queue itself is in the database, and other instances find the job when they poll.
 */
const signal = new EventEmitter();

export const wakeWorkers = (): void => {
  signal.emit('wake');
};

/** Calls `listener` on every wake; returns the function that stops listening. */
export function onWake(listener: () => void): () => void {
  signal.on('wake', listener);
  return () => signal.off('wake', listener);
}
