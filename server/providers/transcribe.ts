/**
 * Transcription through an OpenAI-compatible endpoint (OpenAI, whisper.cpp's server, faster-whisper servers):
 * POST multipart {file, model} -> {text}. TRANSCRIBE_URL is the full endpoint (e.g.
 * http://localhost:8081/v1/audio/transcriptions); TRANSCRIBE_API_KEY, when set, goes as a bearer token.
 */
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { ProviderError, providerMessage, readBody } from './providerError';

export interface TranscribeConfig {
  url: string | null;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export const TRANSCRIBE_NOT_CONFIGURED =
  'Transcription is not configured on this server. Set TRANSCRIBE_URL.';

export function assertTranscribeConfigured(config: TranscribeConfig): void {
  if (!config.url) throw new ProviderError(TRANSCRIBE_NOT_CONFIGURED, 503);
}

/** Sends the audio file at `file` (named `fileName` for the provider) and returns the text. */
export async function transcribe(
  file: string,
  fileName: string,
  mime: string,
  config: TranscribeConfig,
): Promise<string> {
  assertTranscribeConfigured(config);
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: mime }), path.basename(fileName));
  form.append('model', config.model);
  form.append('response_format', 'json');
  let response: Response;
  try {
    response = await fetch(config.url as string, {
      method: 'POST',
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(
      `The transcription provider could not be reached: ${(error as Error).message}`,
      502,
    );
  }
  const body = await readBody(response);
  if (!response.ok) throw new ProviderError(providerMessage(body, response.status), 502);
  const text = (body as { text?: unknown } | null)?.text;
  if (typeof text !== 'string')
    throw new ProviderError('The transcription provider gave an answer without text.', 502);
  return text.trim();
}
