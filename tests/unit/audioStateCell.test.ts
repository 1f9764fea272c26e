import { describe, expect, it } from 'vitest';
import { audioStateText, isProcessing } from '../../src/features/admin/AudioStateCell';

const saver = [
  { quality: 'original' as const, url: '/Audio/a.mp3', type: 'audio/mpeg', kbps: 192 },
  { quality: 'data-saver' as const, url: '/Audio/a.mp3.ds.m4a', type: 'audio/mp4', kbps: 48 },
];

describe('the admin Audio column', () => {
  it('names each state, with progress and the reason of a failure', () => {
    expect(audioStateText({ audio: { state: 'queued', progress: 0, error: null } })).toBe('Queued');
    expect(audioStateText({ audio: { state: 'working', progress: 0.456, error: null } })).toBe('Working 46%');
    expect(audioStateText({ audio: { state: 'failed', progress: 0, error: 'Invalid data found' } })).toBe(
      'Failed: Invalid data found',
    );
    expect(audioStateText({ audio: { state: 'ready', progress: 1, error: null }, sources: saver })).toBe(
      'Ready: data saver and loudness',
    );
    expect(
      audioStateText({ audio: { state: 'ready', progress: 1, error: null }, sources: saver.slice(0, 1) }),
    ).toBe('Ready: loudness (original already small)');
    expect(audioStateText({ audio: null })).toBe('Not processed (external URL)');
  });

  it('keeps asking while a naat is queued or working', () => {
    expect(isProcessing({ audio: { state: 'queued', progress: 0, error: null } })).toBe(true);
    expect(isProcessing({ audio: { state: 'working', progress: 0.5, error: null } })).toBe(true);
    expect(isProcessing({ audio: { state: 'ready', progress: 1, error: null } })).toBe(false);
    expect(isProcessing({ audio: null })).toBe(false);
  });
});
