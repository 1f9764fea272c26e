import { describe, expect, it } from 'vitest';
import {
  type AudioSourceInfo,
  chooseSource,
  loudnessGain,
  wantedQuality,
} from '../../src/features/player/sourceChoice';

const original: AudioSourceInfo = { quality: 'original', url: '/Audio/a.mp3', type: 'audio/mpeg', kbps: 128 };
const saver: AudioSourceInfo = { quality: 'data-saver', url: '/Audio/a.ds.m4a', type: 'audio/mp4', kbps: 48 };

describe('wantedQuality', () => {
  it('follows an explicit choice whatever the connection', () => {
    expect(wantedQuality('high', { saveData: true, effectiveType: '2g' })).toBe('original');
    expect(wantedQuality('data-saver', { effectiveType: '4g' })).toBe('data-saver');
  });

  it('on Auto picks data saver for Save-Data and 2g/3g connections only', () => {
    expect(wantedQuality('auto', { saveData: true, effectiveType: '4g' })).toBe('data-saver');
    for (const type of ['slow-2g', '2g', '3g']) {
      expect(wantedQuality('auto', { effectiveType: type })).toBe('data-saver');
    }
    expect(wantedQuality('auto', { effectiveType: '4g' })).toBe('original');
    expect(wantedQuality('auto', {})).toBe('original');
    expect(wantedQuality('auto', null)).toBe('original');
  });
});

describe('chooseSource', () => {
  it('plays the wanted quality when the naat has it', () => {
    expect(chooseSource([original, saver], '/Audio/a.mp3', 'data-saver')).toBe(saver);
    expect(chooseSource([original, saver], '/Audio/a.mp3', 'original')).toBe(original);
  });

  it('plays the original while the rendition is not ready', () => {
    expect(chooseSource([original], '/Audio/a.mp3', 'data-saver')).toBe(original);
  });

  it('falls back to filePath when the server sent no sources', () => {
    expect(chooseSource(undefined, '/Audio/b.mp3', 'data-saver')).toEqual({
      quality: 'original',
      url: '/Audio/b.mp3',
      type: 'audio/mpeg',
      kbps: null,
    });
  });
});

describe('loudnessGain', () => {
  it('attenuates a loud original to -16 LUFS', () => {
    expect(loudnessGain(original, -10)).toBeCloseTo(10 ** (-6 / 20), 6);
  });

  it('never amplifies a quiet original, and leaves renditions and unmeasured files alone', () => {
    expect(loudnessGain(original, -24)).toBe(1);
    expect(loudnessGain(original, null)).toBe(1);
    expect(loudnessGain(saver, -8)).toBe(1);
  });
});
