/**
 * A naat with every data-saver rendition, for the WebKit suite: a 20-second 192 kbps MP3 (the demo clips are
 * 48 kbps, too small for an AAC rendition to be kept) uploaded through the admin API and processed by the
 * server's own worker.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../../server/transcode/ffmpeg';
import { resolveFfmpeg } from '../../server/transcode/ffmpegPath';

export interface ProcessedNaat {
  id: number;
  sources: { quality: string; url: string; type: string; kbps: number | null }[];
}

async function original(): Promise<Buffer> {
  const ffmpeg = resolveFfmpeg(process.env.FFMPEG_PATH ?? null);
  if (!ffmpeg) throw new Error('No ffmpeg for the test original');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'naat-webkit-ds-'));
  const file = path.join(dir, 'original.mp3');
  try {
    await runFfmpeg(ffmpeg.path, [
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=20:sample_rate=44100',
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=color=pink:duration=20:amplitude=0.2:sample_rate=44100',
      '-filter_complex',
      'amix=inputs=2,aformat=channel_layouts=stereo',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '192k',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function uploadProcessed(base: string): Promise<ProcessedNaat> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'webkit-admin-password' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const form = new FormData();
  form.set('title', `WebKit Data Saver ${Date.now().toString(36)}`);
  form.set('naatKhawanId', '1');
  form.set('uploadType', 'file');
  form.set('audioFile', new Blob([new Uint8Array(await original())], { type: 'audio/mpeg' }), 'original.mp3');
  const created = await fetch(`${base}/api/admin/audios`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (created.status !== 201) throw new Error(`The upload answered ${String(created.status)}`);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const deadline = Date.now() + 150_000;
  for (;;) {
    const naat = (await (await fetch(`${base}/api/audios/${String(id)}`)).json()) as {
      data: ProcessedNaat & { audio: { state: string; opus?: { state: string } } | null };
    };
    if (naat.data.audio?.state === 'ready' && naat.data.audio.opus?.state !== 'queued') return naat.data;
    if (naat.data.audio?.state === 'failed') throw new Error('The upload could not be processed');
    if (Date.now() > deadline) throw new Error('The upload was not processed within 150 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
