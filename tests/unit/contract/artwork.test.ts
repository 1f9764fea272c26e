import { describe, expect, it } from 'vitest';
import { naatArtworkUrl, reciterImageUrl } from '../../../contract/artwork';

const V1 = '0123456789abcdef';
const V2 = 'fedcba9876543210';

describe('artwork URLs', () => {
  it("version a naat's artwork with its own upload, else its reciter's, else none", () => {
    const reciter = { id: 4, image: `/og/naatkhawan/4-art-256.png?v=${V2}` };
    expect(naatArtworkUrl({ id: 7, image: `/og/naat/7-art-256.png?v=${V1}`, naatKhawan: reciter }, 96)).toBe(
      `/og/naat/7-art-96.png?v=${V1}`,
    );
    expect(naatArtworkUrl({ id: 7, image: null, naatKhawan: reciter }, 512)).toBe(
      `/og/naat/7-art-512.png?v=${V2}`,
    );
    expect(naatArtworkUrl({ id: 7, naatKhawan: { id: 4, image: null } }, 256)).toBe('/og/naat/7-art-256.png');
    // Another naat's or another site's picture is no version of this one's.
    expect(
      naatArtworkUrl(
        {
          id: 7,
          image: `/og/naat/8-art-256.png?v=${V1}`,
          naatKhawan: { id: 4, image: `https://other.example/og/naatkhawan/4-art-256.png?v=${V2}` },
        },
        96,
      ),
    ).toBe('/og/naat/7-art-96.png');
  });

  it("gives a reciter's uploaded picture in the size asked, any other picture as it is", () => {
    expect(reciterImageUrl({ id: 4, image: `/og/naatkhawan/4-art-256.png?v=${V2}` }, 96)).toBe(
      `/og/naatkhawan/4-art-96.png?v=${V2}`,
    );
    expect(reciterImageUrl({ id: 4, image: 'https://cdn.example/r.jpg' }, 96)).toBe(
      'https://cdn.example/r.jpg',
    );
    expect(reciterImageUrl({ id: 4, image: null }, 512)).toBeNull();
  });
});
