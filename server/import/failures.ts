/**
 * Why one item of an import failed, in a sentence for the summary; and which failures are not the item's
 * but the whole run's (the database or the audio store gone), so the run stops instead of failing every
 * item after it the same way.
 */
import { DatabaseUnavailable } from '../db/errors';
import { isStorageFull } from '../common/storageFull';
import { StorageUnavailable } from '../storage/audioStore';
import { diskFullReason } from '../storage/diskReserve';

export const isInfrastructureFailure = (error: unknown): boolean =>
  error instanceof DatabaseUnavailable || error instanceof StorageUnavailable;

const NETWORK: Record<string, string> = {
  ECONNRESET: 'the other site reset the connection (ECONNRESET)',
  ECONNREFUSED: 'the other site refused the connection (ECONNREFUSED)',
  EPIPE: 'the connection broke (EPIPE)',
  ETIMEDOUT: 'the connection timed out (ETIMEDOUT)',
  ERR_STREAM_PREMATURE_CLOSE: 'the other site closed the connection before the end',
};

/** One sentence for a failed item; `timeoutMs` is the download time limit (FETCH_TIMEOUT_MS). */
export function failureReason(error: unknown, timeoutMs: number): string {
  if (isStorageFull(error)) return diskFullReason(error);
  const found = error as { name?: unknown; code?: unknown; message?: unknown } | null;
  const name = typeof found?.name === 'string' ? found.name : '';
  const code = typeof found?.code === 'string' ? found.code : '';
  if (name === 'AbortError' || name === 'TimeoutError' || code === 'ABORT_ERR') {
    return `Stopped after ${Math.round(timeoutMs / 1000)} s without finishing (FETCH_TIMEOUT_MS).`;
  }
  const network = NETWORK[code];
  if (network) return `Could not download: ${network}.`;
  const message = typeof found?.message === 'string' && found.message !== '' ? found.message : String(error);
  if (/^(?:aborted|socket hang up)$/i.test(message))
    return 'Could not download: the other site broke off the connection.';
  return message;
}
