import { describe, expect, it } from 'vitest';
import {
  type AudioSourceInfo,
  type CanPlay,
  chooseSource,
  loudnessGain,
  playbackChoice,
  qualityLabel,
  wantedQuality,
} from '../../../../src/features/playback/sourceChoice';

const original: AudioSourceInfo = { quality: 'original', url: '/Audio/a.mp3', type: 'audio/mpeg', kbps: 128 };
const saver: AudioSourceInfo = {
  quality: 'data-saver',
  url: '/Audio/a.ds.m4a',
  type: 'audio/mp4; codecs="mp4a.40.2"',
  kbps: 48,
};
const opusMp4: AudioSourceInfo = {
  quality: 'data-saver',
  url: '/Audio/a.ds.mp4',
  type: 'audio/mp4; codecs="opus"',
  kbps: 23,
};
const opusWebm: AudioSourceInfo = {
  quality: 'data-saver',
  url: '/Audio/a.ds.webm',
  type: 'audio/webm; codecs="opus"',
  kbps: 24,
};
/** What each browser answers canPlayType for these types. */
const playsAll: CanPlay = () => true;
const noOpus: CanPlay = (type) => !type.includes('opus');
const webmOpusOnly: CanPlay = (type) => type !== opusMp4.type;
const nothing: CanPlay = () => false;

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
    expect(chooseSource([original, saver], '/Audio/a.mp3', 'data-saver', playsAll)).toBe(saver);
    expect(chooseSource([original, saver], '/Audio/a.mp3', 'original', playsAll)).toBe(original);
  });

  it('picks the smallest data-saver file the browser can play', () => {
    const all = [original, saver, opusMp4, opusWebm];
    // Chromium and Firefox (and Safari 17+) play Opus in MP4, the smallest.
    expect(chooseSource(all, '/Audio/a.mp3', 'data-saver', playsAll)).toBe(opusMp4);
    // Safari before 17 plays no Opus: AAC.
    expect(chooseSource(all, '/Audio/a.mp3', 'data-saver', noOpus)).toBe(saver);
    // Safari 15 and 16 on macOS: Opus in WebM only.
    expect(chooseSource(all, '/Audio/a.mp3', 'data-saver', webmOpusOnly)).toBe(opusWebm);
    // None it plays: the original.
    expect(chooseSource(all, '/Audio/a.mp3', 'data-saver', nothing)).toBe(original);
    // A rate not yet known counts as the largest; on a tie the first listed wins.
    const unknown = { ...opusMp4, kbps: null };
    expect(chooseSource([original, saver, unknown], '/Audio/a.mp3', 'data-saver', playsAll)).toBe(saver);
    const twin = { ...opusWebm, kbps: 23 };
    expect(chooseSource([original, twin, opusMp4], '/Audio/a.mp3', 'data-saver', playsAll)).toBe(twin);
  });

  it('plays the original while the rendition is not ready', () => {
    expect(chooseSource([original], '/Audio/a.mp3', 'data-saver', playsAll)).toBe(original);
  });

  it('falls back to filePath when the server sent no sources', () => {
    expect(chooseSource(undefined, '/Audio/b.mp3', 'data-saver', playsAll)).toEqual({
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
      playsAll,
    );
    expect(choice).toEqual({
      url: 'https://x.test/Audio/a.ds.m4a',
      quality: 'data-saver',
      gain: 1,
      downloaded: true,
      kbps: 48,
    });
    // A record from before data saver holds the original, and gets its loudness gain.
    const old = playbackChoice(rendered, { url: 'https://x.test/Audio/a.mp3' }, 'data-saver', null, playsAll);
    expect(old.quality).toBe('original');
    expect(old.gain).toBeCloseTo(0.501, 3);
  });

  it('streams what the setting asks for, with the gain of an original', () => {
    expect(playbackChoice(rendered, undefined, 'auto', { saveData: true }, playsAll)).toMatchObject({
      url: '/Audio/a.ds.m4a',
      gain: 1,
      downloaded: false,
    });
    expect(playbackChoice(rendered, undefined, 'auto', null, playsAll).gain).toBeCloseTo(0.501, 3);
  });
});

describe('qualityLabel', () => {
  it('names the qualities', () => {
    expect(qualityLabel('data-saver')).toBe('Data saver');
    expect(qualityLabel('original')).toBe('Original');
  });
});
