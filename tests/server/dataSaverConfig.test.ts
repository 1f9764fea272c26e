import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';

describe('data-saver settings', () => {
  it('runs one job at a time with the ffmpeg found by default', () => {
    expect(readConfig({})).toMatchObject({ transcodeConcurrency: 1, ffmpegPath: null });
  });

  it('reads TRANSCODE_CONCURRENCY (0 turns the worker off) and FFMPEG_PATH', () => {
    expect(readConfig({ TRANSCODE_CONCURRENCY: '0', FFMPEG_PATH: ' /opt/ffmpeg ' })).toMatchObject({
      transcodeConcurrency: 0,
      ffmpegPath: '/opt/ffmpeg',
    });
    expect(readConfig({ TRANSCODE_CONCURRENCY: '2' }).transcodeConcurrency).toBe(2);
  });

  it.each(['-1', '1.5', 'two', '9'])('refuses TRANSCODE_CONCURRENCY=%s', (value) => {
    expect(() => readConfig({ TRANSCODE_CONCURRENCY: value })).toThrow(ConfigError);
    expect(() => readConfig({ TRANSCODE_CONCURRENCY: value })).toThrow(
      `TRANSCODE_CONCURRENCY must be a whole number from 0 (off) to 8 (got "${value}")`,
    );
  });
});
