import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FfmpegFailed,
  RENDITION_KBPS,
  TARGET_LUFS,
  OPUS_STEREO_KBPS,
  isEffectivelyMono,
  makeOpusRendition,
  makeRendition,
  measureLoudness,
  parseStereoWidth,
  remuxOpusToMp4,
  runFfmpeg,
} from '../../server/transcode/ffmpeg';
import { ffmpegFromNpm, ffmpegOnPath, resolveFfmpeg } from '../../server/transcode/ffmpegPath';

const dir = mkdtempSync(path.join(tmpdir(), 'naat-ffmpeg-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const npmFfmpeg = ffmpegFromNpm();
const systemFfmpeg = ffmpegOnPath();
const binaries = [
  ['npm package', npmFfmpeg],
  ['system', systemFfmpeg],
].filter((entry): entry is [string, string] => entry[1] !== null);

/** A quiet 6-second stereo tone as a 192 kbps MP3, like a soft old recording. */
async function quietTone(ffmpeg: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  await runFfmpeg(ffmpeg, [
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=6:sample_rate=44100,volume=0.05,aformat=channel_layouts=stereo',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '192k',
    file,
  ]);
  return file;
}

describe('ffmpeg resolution', () => {
  it('finds the static ffmpeg of the npm package', () => {
    expect(npmFfmpeg).not.toBeNull();
  });

  it('prefers FFMPEG_PATH, then PATH, then the npm package', () => {
    const lookups = { onPath: () => '/usr/bin/ffmpeg', fromNpm: () => '/npm/ffmpeg' };
    expect(resolveFfmpeg(null, lookups)).toEqual({ path: '/usr/bin/ffmpeg', source: 'PATH' });
    expect(resolveFfmpeg(null, { ...lookups, onPath: () => null })).toEqual({
      path: '/npm/ffmpeg',
      source: 'npm',
    });
    expect(resolveFfmpeg(null, { onPath: () => null, fromNpm: () => null })).toBeNull();
    expect(resolveFfmpeg(npmFfmpeg, lookups)).toEqual({ path: npmFfmpeg, source: 'FFMPEG_PATH' });
    expect(() => resolveFfmpeg(path.join(dir, 'missing-ffmpeg'), lookups)).toThrow(/FFMPEG_PATH/);
  });
});

describe('stereo width', () => {
  const astats = (mid: string, side: string) =>
    [
      '[Parsed_astats_4 @ 0x1] Channel: 1',
      `[Parsed_astats_4 @ 0x1] RMS level dB: ${mid}`,
      '[Parsed_astats_4 @ 0x1] Channel: 2',
      `[Parsed_astats_4 @ 0x1] RMS level dB: ${side}`,
      '[Parsed_astats_4 @ 0x1] Overall',
      '[Parsed_astats_4 @ 0x1] RMS level dB: -3.0',
    ].join('\n');

  it('reads how far the side lies below the mid', () => {
    expect(parseStereoWidth(astats('-20.5', '-60.5'))).toBe(40);
    expect(parseStereoWidth(astats('-20.5', '-inf'))).toBe(Infinity);
    expect(parseStereoWidth(astats('-inf', '-inf'))).toBe(Infinity);
    expect(parseStereoWidth(astats('-21.5', '-21.5'))).toBe(0);
    expect(parseStereoWidth('no astats here')).toBeNull();
  });

  it('takes a side 30 dB or more below the mid for mono', () => {
    expect(isEffectivelyMono({ stereoWidthDb: 30 })).toBe(true);
    expect(isEffectivelyMono({ stereoWidthDb: 12 })).toBe(false);
    expect(isEffectivelyMono({ stereoWidthDb: null })).toBe(false);
  });
});

describe.each(binaries)('ffmpeg (%s)', (label, ffmpeg) => {
  const slug = label.replace(/\W/g, '-');

  it(
    'measures loudness and makes a -16 LUFS AAC rendition of the same duration',
    { timeout: 90_000 },
    async () => {
      const source = await quietTone(ffmpeg, `${slug}-tone.mp3`);
      const measured = await measureLoudness(ffmpeg, source);
      expect(measured.integrated).not.toBeNull();
      // A sine at 5 % amplitude is far below the target.
      expect(measured.integrated as number).toBeLessThan(-25);
      expect(measured.seconds).toBeCloseTo(6, 0);
      expect(measured.kbps).toBeGreaterThan(150);

      const output = path.join(dir, `${slug}-rendition.m4a`);
      let progressed = 0;
      await makeRendition(ffmpeg, source, output, measured, {
        onProgress: (seconds) => (progressed = Math.max(progressed, seconds)),
      });
      expect(progressed).toBeGreaterThan(3);

      const again = await measureLoudness(ffmpeg, output);
      expect(again.integrated as number).toBeGreaterThan(TARGET_LUFS - 1);
      expect(again.integrated as number).toBeLessThan(TARGET_LUFS + 1);
      expect(again.truePeak as number).toBeLessThanOrEqual(-1);
      expect(again.seconds as number).toBeGreaterThan(5.9);
      expect(again.seconds as number).toBeLessThan(6.1);
      const kbps = (statSync(output).size * 8) / 1000 / 6;
      expect(kbps).toBeGreaterThan(RENDITION_KBPS * 0.7);
      expect(kbps).toBeLessThan(RENDITION_KBPS * 1.2);
      const probe = await runFfmpeg(ffmpeg, ['-i', output, '-f', 'null', '-']);
      expect(probe).toMatch(/Audio: aac \(LC\)/);
    },
  );

  it(
    'makes Opus in WebM and MP4: mono for a stereo file whose channels are equal, stereo for a wide one',
    { timeout: 90_000 },
    async () => {
      const narrow = await quietTone(ffmpeg, `${slug}-narrow.mp3`);
      const wide = path.join(dir, `${slug}-wide.mp3`);
      // A tone on the left, noise on the right: nothing alike.
      await runFfmpeg(ffmpeg, [
        '-y',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=300:duration=6',
        '-f',
        'lavfi',
        '-i',
        'anoisesrc=duration=6:amplitude=0.3',
        '-filter_complex',
        '[0][1]amerge=inputs=2',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '192k',
        wide,
      ]);
      for (const [source, channels] of [
        [narrow, 'mono'],
        [wide, 'stereo'],
      ] as const) {
        const measured = await measureLoudness(ffmpeg, source);
        expect(isEffectivelyMono(measured)).toBe(channels === 'mono');
        const webm = `${source}.webm`;
        await makeOpusRendition(ffmpeg, source, webm, measured);
        const mp4 = `${source}.mp4`;
        await remuxOpusToMp4(ffmpeg, webm, mp4);
        for (const file of [webm, mp4]) {
          const probe = await runFfmpeg(ffmpeg, ['-i', file, '-f', 'null', '-']);
          expect(probe).toMatch(new RegExp(`Audio: opus.*48000 Hz, ${channels}`));
          const again = await measureLoudness(ffmpeg, file);
          expect(Math.abs((again.integrated as number) - TARGET_LUFS)).toBeLessThan(1);
          expect(Math.abs((again.seconds as number) - 6)).toBeLessThan(0.1);
          // Opus varies its rate with the sound (noise costs more than a tone); far below the 192 kbps input.
          expect((statSync(file).size * 8) / 1000 / 6).toBeLessThan(OPUS_STEREO_KBPS * 2);
        }
      }
    },
  );

  it('fails with ffmpeg’s reason on a file that is not audio', async () => {
    const bogus = path.join(dir, `${slug}-bogus.mp3`);
    await import('node:fs/promises').then((fs) => fs.writeFile(bogus, 'not audio at all'));
    await expect(measureLoudness(ffmpeg, bogus)).rejects.toBeInstanceOf(FfmpegFailed);
  });
});
