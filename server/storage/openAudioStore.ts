import path from 'node:path';
import type { Config } from '../config';
import type { AudioStore } from './audioStore';
import { createLocalAudioStore } from './localAudioStore';

/** The folder audio files live in when no bucket is configured. */
export const audioDir = (config: Config): string => path.join(config.dataDir, 'audio');

/** The audio store the configuration asks for: S3-compatible when S3_BUCKET is set, DATA_DIR/audio otherwise. */
export async function openAudioStore(config: Config): Promise<AudioStore> {
  if (config.s3) {
    // Loaded only when used, so the embedded default never pays for the S3 client at start.
    const { createS3AudioStore } = await import('./s3AudioStore');
    return createS3AudioStore(config.s3);
  }
  return createLocalAudioStore(audioDir(config));
}

/**
 * Where uploaded artwork lives, beside the audio: DATA_DIR/images, or the same bucket under `images/`. The
 * same interface as audio; `GET /og/...` reads it back (server/routes/og.ts), never `/Audio/`.
 */
export async function openImageStore(config: Config): Promise<AudioStore> {
  if (config.s3) {
    const { createS3AudioStore } = await import('./s3AudioStore');
    return createS3AudioStore(config.s3, 'images/');
  }
  return createLocalAudioStore(path.join(config.dataDir, 'images'));
}
