/**
 * Sends one file of a bulk upload with the tus protocol (tus-js-client, loaded with the bulk-upload screen
 * only) to POST /api/admin/uploads. A dropped connection is retried on its own; when the retries run out the
 * upload can be resumed later from what the server kept. The server's refusals come back as its sentence.
 */
import type { DetailedError, HttpResponse, Upload } from 'tus-js-client';
import { t } from '../../i18n/i18n';

export const BULK_ENDPOINT = '/api/admin/uploads';
/** Waits before each automatic retry after a dropped connection: the last one gives up after ~10 s. */
const RETRY_DELAYS = [0, 1000, 3000, 6000];
/** One PATCH per 8 MiB: a proxy that buffers request bodies then loses at most one chunk on a drop. */
const CHUNK_BYTES = 8 * 1024 * 1024;

export interface SendEvents {
  progress(sent: number): void;
  /** Every byte is in; the server is checking the audio. */
  sent(): void;
  succeeded(message: string): void;
  /** `resumable`: no answer came (the connection dropped), so the server still holds the bytes it got. */
  failed(message: string, resumable: boolean, status: number | null): void;
}

export interface BulkSend {
  /** Starts again where the server stopped (after a failure that left the upload resumable). */
  resume(): void;
  abort(): void;
}

interface Answer {
  error?: unknown;
  data?: { title?: unknown } | null;
}

function parse(response: HttpResponse | null): Answer | null {
  try {
    const body = response?.getBody();
    return body ? (JSON.parse(body) as Answer) : null;
  } catch {
    return null;
  }
}

/** The server's sentence for a refusal, or what happened when no answer came. */
export function failureText(response: HttpResponse | null, lostMessage: string): string {
  if (!response || response.getStatus() === 0) return lostMessage;
  const answer = parse(response);
  if (typeof answer?.error === 'string' && answer.error.trim()) return answer.error;
  return t('admin.bulk.refused', { status: response.getStatus() });
}

/** Retry on its own only when the server may still hold the bytes: no answer, a lock, a busy gateway. */
function shouldRetry(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return (
    status === 0 || status === 409 || status === 423 || status === 502 || status === 503 || status === 504
  );
}

/**
 * What the server is told besides the file: its title and reciter name, and, for a name like existing
 * reciters', the admin's choice (the reciter to attach it to, or `new` to create the name).
 */
export interface BulkFields {
  title: string;
  reciter: string;
  reciterId?: number;
  reciterMatch?: 'new';
}

/** The tus Upload-Metadata of a file (only strings travel there). */
export function bulkMetadata(file: Pick<File, 'name' | 'type'>, fields: BulkFields): Record<string, string> {
  return {
    filename: file.name,
    filetype: file.type,
    title: fields.title,
    reciter: fields.reciter,
    ...(fields.reciterId !== undefined ? { reciterId: String(fields.reciterId) } : {}),
    ...(fields.reciterMatch ? { reciterMatch: fields.reciterMatch } : {}),
  };
}

export async function sendBulkFile(
  file: File,
  fields: BulkFields,
  token: string,
  events: SendEvents,
  lostMessage: string,
): Promise<BulkSend> {
  const tus = await import('tus-js-client');
  let upload: Upload | null = null;
  let allSent = false;
  upload = new tus.Upload(file, {
    endpoint: BULK_ENDPOINT,
    metadata: bulkMetadata(file, fields),
    headers: { Authorization: `Bearer ${token}` },
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    // Resuming works within this page (the Upload keeps its address); nothing is left in localStorage.
    storeFingerprintForResuming: false,
    onShouldRetry: (error) => shouldRetry(error),
    onProgress: (sent, total) => {
      events.progress(sent);
      if (sent >= total && !allSent) {
        allSent = true;
        events.sent();
      }
    },
    onSuccess: ({ lastResponse }) => {
      const title = parse(lastResponse)?.data?.title;
      events.succeeded(
        typeof title === 'string' ? t('admin.bulk.addedAs', { title }) : t('admin.bulk.added'),
      );
    },
    onError: (error) => {
      allSent = false;
      const response = 'originalResponse' in error ? error.originalResponse : null;
      const status = response && response.getStatus() > 0 ? response.getStatus() : null;
      events.failed(failureText(response, lostMessage), status === null, status);
    },
  });
  upload.start();
  return {
    resume: () => upload.start(),
    abort: () => void upload.abort(),
  };
}
