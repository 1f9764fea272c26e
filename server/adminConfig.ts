/**
 * The admin section's settings (uploads, server-side downloads, translate and transcribe providers), read
 * from the environment with the rest of the configuration and refused at start when malformed.
 */
import { httpUrl, onOff, optionalText, positiveInteger } from './configValues';

export interface AdminConfig {
  /** UPLOAD_MAX_BYTES, default 50 MiB: the largest audio file an admin may upload. */
  uploadMaxBytes: number;
  /** FETCH_MAX_BYTES, default 50 MiB: the largest audio fetch mode (and transcription) downloads. */
  fetchMaxBytes: number;
  /** FETCH_TIMEOUT_MS, default 60 s: the whole download, body included. */
  fetchTimeoutMs: number;
  /** FETCH_ALLOW_LOOPBACK, default off. Tests only: lets fetch mode reach a server on 127.0.0.1 / ::1. */
  fetchAllowLoopback: boolean;
  /** TRANSLATE_URL: a LibreTranslate-compatible endpoint (full URL of /translate); null = not configured. */
  translateUrl: string | null;
  translateApiKey: string | null;
  /** TRANSCRIBE_URL: an OpenAI-compatible /v1/audio/transcriptions endpoint (full URL); null = not configured. */
  transcribeUrl: string | null;
  transcribeApiKey: string | null;
  /** TRANSCRIBE_MODEL, default whisper-1. */
  transcribeModel: string;
  /** PROVIDER_TIMEOUT_MS, default 120 s: one translate or transcribe call. */
  providerTimeoutMs: number;
}

const MIB = 1024 * 1024;

export function readAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  return {
    uploadMaxBytes: positiveInteger(env.UPLOAD_MAX_BYTES, 'UPLOAD_MAX_BYTES', 50 * MIB),
    fetchMaxBytes: positiveInteger(env.FETCH_MAX_BYTES, 'FETCH_MAX_BYTES', 50 * MIB),
    fetchTimeoutMs: positiveInteger(env.FETCH_TIMEOUT_MS, 'FETCH_TIMEOUT_MS', 60_000),
    fetchAllowLoopback: onOff(env.FETCH_ALLOW_LOOPBACK, 'FETCH_ALLOW_LOOPBACK', false),
    translateUrl: httpUrl(env.TRANSLATE_URL, 'TRANSLATE_URL'),
    translateApiKey: optionalText(env.TRANSLATE_API_KEY),
    transcribeUrl: httpUrl(env.TRANSCRIBE_URL, 'TRANSCRIBE_URL'),
    transcribeApiKey: optionalText(env.TRANSCRIBE_API_KEY),
    transcribeModel: optionalText(env.TRANSCRIBE_MODEL) ?? 'whisper-1',
    providerTimeoutMs: positiveInteger(env.PROVIDER_TIMEOUT_MS, 'PROVIDER_TIMEOUT_MS', 120_000),
  };
}
