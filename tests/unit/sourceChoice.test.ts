import { describe, expect, it } from 'vitest';
import {
  type AudioSourceInfo,
  chooseSource,
  loudnessGain,
  playbackChoice,
  qualityLabel,
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

describe('playbackChoice', () => {
  const rendered = { filePath: '/Audio/a.mp3', sources: [original, saver], loudnessLufs: -10 };

  it('prefers the file on this device, in the quality it was downloaded in', () => {
    const choice = playbackChoice(
      rendered,
      { url: 'https://x.test/Audio/a.ds.m4a', quality: 'data-saver' },
      'high',
      null,
    );
    expect(choice).toEqual({
      url: 'https://x.test/Audio/a.ds.m4a',
      quality: 'data-saver',
      gain: 1,
      downloaded: true,
      kbps: 48,
    });
    // A record from before data saver holds the original, and gets its loudness gain.
    const old = playbackChoice(rendered, { url: 'https://x.test/Audio/a.mp3' }, 'data-saver', null);
    expect(old.quality).toBe('original');
    expect(old.gain).toBeCloseTo(0.501, 3);
  });

  it('streams what the setting asks for, with the gain of an original', () => {
    expect(playbackChoice(rendered, undefined, 'auto', { saveData: true })).toMatchObject({
      url: '/Audio/a.ds.m4a',
      gain: 1,
      downloaded: false,
    });
    expect(playbackChoice(rendered, undefined, 'auto', null).gain).toBeCloseTo(0.501, 3);
  });
});

describe('qualityLabel', () => {
  it('names the qualities', () => {
    expect(qualityLabel('data-saver')).toBe('Data saver');
    expect(qualityLabel('original')).toBe('Original');
  });
});
