import { describe, expect, it } from 'vitest';
import { audioUrl } from '../../../../src/features/playback/audioUrl';
import { titleFor, wireDocumentTitle } from '../../../../src/features/player/documentTitle';
import { isIOS } from '../../../../src/features/player/platform';
import { playAudio, stop } from '../../../../src/features/playback/playerSlice';
import { clampFraction, fractionAfterKey, fractionAt } from '../../../../src/features/player/sliderMath';
import {
  BAR_COUNT,
  barLevels,
  barsFromSpectrum,
  REST_LEVEL,
} from '../../../../src/features/player/visualizerMath';
import { probeVolumeSupport } from '../../../../src/features/player/volumeSupport';
import { makeStore } from '../../../../src/app/store';
import { naat } from '../../playerFixtures';

describe('slider arithmetic', () => {
  it('maps a pointer position to 0..1, clamped past either end', () => {
    expect(fractionAt(150, 100, 200)).toBe(0.25);
    expect(fractionAt(50, 100, 200)).toBe(0);
    expect(fractionAt(900, 100, 200)).toBe(1);
    expect(fractionAt(150, 100, 0)).toBe(0);
    expect(clampFraction(Number.NaN)).toBe(0);
  });

  it('moves by arrows, pages and jumps with Home and End', () => {
    expect(fractionAfterKey('ArrowRight', 0.5, 0.1, 0.4)).toBeCloseTo(0.6);
    expect(fractionAfterKey('ArrowDown', 0.05, 0.1, 0.4)).toBe(0);
    expect(fractionAfterKey('PageUp', 0.8, 0.1, 0.4)).toBe(1);
    expect(fractionAfterKey('Home', 0.8, 0.1, 0.4)).toBe(0);
    expect(fractionAfterKey('End', 0.2, 0.1, 0.4)).toBe(1);
    expect(fractionAfterKey('a', 0.2, 0.1, 0.4)).toBeNull();
  });
});

describe('visualizer levels', () => {
  it('gives 50 bars in REST_LEVEL..1, the same for the same naat and time, flat when muted', () => {
    const levels = barLevels(12.3, 5, 1);
    expect(levels).toHaveLength(BAR_COUNT);
    expect(levels.every((level) => level >= REST_LEVEL && level <= 1)).toBe(true);
    expect(barLevels(12.3, 5, 1)).toEqual(levels);
    expect(barLevels(12.3, 6, 1)).not.toEqual(levels);
    expect(barLevels(13.1, 5, 1)).not.toEqual(levels);
    expect(barLevels(12.3, 5, 0).every((level) => level === REST_LEVEL)).toBe(true);
  });
});

describe('visualizer from a spectrum', () => {
  it('maps the lower bins onto 50 bars, silent bins at rest and full bins at the top', () => {
    const silent = barsFromSpectrum(new Uint8Array(128));
    expect(silent).toHaveLength(BAR_COUNT);
    expect(silent.every((level) => level === REST_LEVEL)).toBe(true);
    const bass = new Uint8Array(128);
    bass[0] = 255;
    bass[1] = 255;
    const levels = barsFromSpectrum(bass);
    expect(levels[0]).toBe(1);
    // Low bins are spread over several bars, and only the first ones.
    const lit = levels.filter((level) => level === 1).length;
    expect(lit).toBeGreaterThan(2);
    expect(lit).toBeLessThan(10);
    expect(levels.slice(lit).every((level) => level === REST_LEVEL)).toBe(true);
    const treble = new Uint8Array(128);
    treble[94] = 255;
    const high = barsFromSpectrum(treble);
    expect(high.at(-1)).toBe(1);
    expect(high.slice(0, 40).every((level) => level === REST_LEVEL)).toBe(true);
    // A small spectrum still gives every bar a bin.
    expect(barsFromSpectrum(new Uint8Array(8).fill(255)).every((level) => level === 1)).toBe(true);
  });
});

describe('platform and URLs', () => {
  it('recognises iPhone, iPad and iPadOS posing as a Mac', () => {
    const nav = (userAgent: string, platform = 'Linux x86_64', maxTouchPoints = 0) => ({
      userAgent,
      platform,
      maxTouchPoints,
    });
    expect(isIOS(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(true);
    expect(isIOS(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5))).toBe(true);
    expect(isIOS(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0))).toBe(false);
    expect(isIOS(nav('Mozilla/5.0 (X11; Linux x86_64) Chrome/140'))).toBe(false);
  });

  it('plays /Audio paths from this origin and absolute URLs as they are', () => {
    expect(audioUrl({ filePath: '/Audio/a.mp3' })).toBe('/Audio/a.mp3');
    expect(audioUrl({ filePath: 'Audio/a.mp3' })).toBe('/Audio/a.mp3');
    expect(audioUrl({ filePath: ' https://cdn.example/a.mp3 ' })).toBe('https://cdn.example/a.mp3');
  });

  it('probes volume support by reading back 0.5', () => {
    const element = (readBack: number) =>
      ({
        createElement: () => ({
          set volume(_value: number) {
            // iOS ignores the assignment.
          },
          get volume() {
            return readBack;
          },
        }),
      }) as unknown as Document;
    expect(probeVolumeSupport(element(0.5))).toBe(true);
    expect(probeVolumeSupport(element(1))).toBe(false);
  });
});

describe('document title', () => {
  it("is '{title} - {artist or Unknown Artist}' while an audio is current, else the site title", () => {
    expect(titleFor(naat(1, { title: 'Qaseeda' }), 'Naat Stream')).toBe('Qaseeda - Reciter Seven');
    expect(titleFor(naat(1, { naatKhawan: { id: 1, name: ' ', image: null } }), 'N')).toBe(
      'Naat 1 - Unknown Artist',
    );
    expect(titleFor(null, 'Naat Stream')).toBe('Naat Stream - Islamic Audio Streaming Platform');

    const doc = { title: '' } as Document;
    const store = makeStore(undefined, [wireDocumentTitle(doc, 'Naat Stream')]);
    expect(doc.title).toBe('Naat Stream - Islamic Audio Streaming Platform');
    store.dispatch(playAudio({ audio: naat(2) }));
    expect(doc.title).toBe('Naat 2 - Reciter Seven');
    store.dispatch(stop());
    expect(doc.title).toBe('Naat Stream - Islamic Audio Streaming Platform');
    store.dispose();
  });
});
