import { describe, expect, it } from 'vitest';
import {
  audioStateText,
  isProcessing,
  opusProgressText,
} from '../../../../src/features/admin/AudioStateCell';

const saver = [
  { quality: 'original' as const, url: '/Audio/a.mp3', type: 'audio/mpeg', kbps: 192 },
  { quality: 'data-saver' as const, url: '/Audio/a.ds.m4a', type: 'audio/mp4; codecs="mp4a.40.2"', kbps: 48 },
];
const opus = [
  { quality: 'data-saver' as const, url: '/Audio/a.ds.mp4', type: 'audio/mp4; codecs="opus"', kbps: 23 },
  { quality: 'data-saver' as const, url: '/Audio/a.ds.webm', type: 'audio/webm; codecs="opus"', kbps: 24 },
];
const ready = (
  state: 'queued' | 'working' | 'ready' | 'failed' | 'not-kept',
  error: string | null = null,
) => ({
  state: 'ready' as const,
  progress: state === 'working' ? 0.42 : 1,
  error: null,
  opus: { state, error },
});

describe('the admin Audio column', () => {
  it('names each state, with progress and the reason of a failure', () => {
    expect(audioStateText({ audio: { state: 'queued', progress: 0, error: null } })).toBe('Queued');
    expect(audioStateText({ audio: { state: 'working', progress: 0.456, error: null } })).toBe('Working 46%');
    expect(audioStateText({ audio: { state: 'failed', progress: 0, error: 'Invalid data found' } })).toBe(
      'Failed: Invalid data found',
    );
    expect(audioStateText({ audio: { state: 'ready', progress: 1, error: null }, sources: saver })).toBe(
      'Ready: data saver (AAC 48 kbps) and loudness',
    );
    expect(
      audioStateText({ audio: { state: 'ready', progress: 1, error: null }, sources: saver.slice(0, 1) }),
    ).toBe('Ready: loudness (original already small)');
    expect(audioStateText({ audio: null })).toBe('Not processed (external URL)');
  });

  it('shows both renditions, and the Opus one’s own state', () => {
    expect(audioStateText({ audio: ready('ready'), sources: [...saver, ...opus] })).toBe(
      'Ready: data saver (Opus 23 kbps, AAC 48 kbps) and loudness',
    );
    expect(audioStateText({ audio: ready('ready'), sources: [...saver.slice(0, 1), ...opus] })).toBe(
      'Ready: data saver (Opus 23 kbps) and loudness',
    );
    expect(audioStateText({ audio: ready('queued'), sources: saver })).toBe(
      'Ready: data saver (AAC 48 kbps) and loudness; Opus queued',
    );
    expect(audioStateText({ audio: ready('working'), sources: saver })).toBe(
      'Ready: data saver (AAC 48 kbps) and loudness; Opus 42%',
    );
    expect(
      audioStateText({
        audio: ready('failed', "ffmpeg exited with code 1: Unknown encoder 'libopus'"),
        sources: saver,
      }),
    ).toBe(
      "Ready: data saver (AAC 48 kbps) and loudness; no Opus: ffmpeg exited with code 1: Unknown encoder 'libopus'",
    );
    expect(audioStateText({ audio: ready('not-kept'), sources: saver.slice(0, 1) })).toBe(
      'Ready: loudness (original already small)',
    );
  });

  it('sums up the backfill while it has work left', () => {
    const counts = { queued: 3, working: 1, ready: 5, failed: 1, notKept: 0 };
    expect(opusProgressText(counts)).toBe(
      'Making the Opus data saver of earlier uploads: 6 of 10 audio files done, 1 without Opus (see the Audio column).',
    );
    expect(opusProgressText({ ...counts, queued: 0, working: 0 })).toBeNull();
  });

  it('keeps asking while a naat is queued or working', () => {
    expect(isProcessing({ audio: ready('working') })).toBe(true);
    expect(isProcessing({ audio: ready('queued') })).toBe(true);
    expect(isProcessing({ audio: ready('failed') })).toBe(false);
    expect(isProcessing({ audio: { state: 'queued', progress: 0, error: null } })).toBe(true);
    expect(isProcessing({ audio: { state: 'working', progress: 0.5, error: null } })).toBe(true);
    expect(isProcessing({ audio: { state: 'ready', progress: 1, error: null } })).toBe(false);
    expect(isProcessing({ audio: null })).toBe(false);
  });
});
