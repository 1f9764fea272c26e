// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchShellNavigation } from '../../sw/navigation';

const navigate = (path: string, sameOrigin = true) =>
  matchShellNavigation({
    request: { mode: 'navigate' },
    url: new URL(path, 'https://naats.test'),
    sameOrigin,
  });

describe('matchShellNavigation', () => {
  it('answers client routes with the shell', () => {
    for (const path of [
      '/',
      '/popular',
      '/naat/12',
      '/naatkhawan/3/letter/A/page/2',
      '/search?q=a.b',
      '/admin',
      '/downloads',
    ]) {
      expect(navigate(path), path).toBe(true);
    }
  });

  it('leaves the API, the audio files and other files to the server', () => {
    for (const path of [
      '/api',
      '/api/audios/1',
      '/Audio/burda.mp3',
      '/robots.txt',
      '/sw.js',
      '/icons/icon-192.png',
    ]) {
      expect(navigate(path), path).toBe(false);
    }
  });

  it('ignores requests that are not navigations, and other origins', () => {
    expect(
      matchShellNavigation({
        request: { mode: 'cors' },
        url: new URL('https://naats.test/popular'),
        sameOrigin: true,
      }),
    ).toBe(false);
    expect(navigate('/popular', false)).toBe(false);
  });
});
