import { describe, expect, it } from 'vitest';
import { activeTab } from '../../../src/lib/tabs';
import { swipeDirection, SWIPE_MIN_PX } from '../../../src/features/player/swipe';

describe('activeTab', () => {
  it('gives every page a tab: reciter and naat pages under the reciters tab, Recent under Popular', () => {
    expect(activeTab('/')).toBe('home');
    expect(activeTab('/naatkhawans')).toBe('reciters');
    expect(activeTab('/naatkhawans/page/3')).toBe('reciters');
    expect(activeTab('/naatkhawan/12')).toBe('reciters');
    expect(activeTab('/naat/7')).toBe('reciters');
    expect(activeTab('/popular')).toBe('popular');
    expect(activeTab('/popular/page/2')).toBe('popular');
    expect(activeTab('/recent')).toBe('popular');
    expect(activeTab('/favorites')).toBe('favorites');
    expect(activeTab('/downloads')).toBe('downloads');
  });

  it('puts search, the privacy policy and unknown addresses under Home', () => {
    expect(activeTab('/search')).toBe('home');
    expect(activeTab('/privacy-policy')).toBe('home');
    expect(activeTab('/no/such/page')).toBe('home');
    expect(activeTab('')).toBe('home');
  });
});

describe('swipeDirection', () => {
  it('counts a mostly vertical drag of at least the minimum as a swipe', () => {
    expect(swipeDirection(100, 500, 100, 500 - SWIPE_MIN_PX)).toBe('up');
    expect(swipeDirection(100, 100, 110, 300)).toBe('down');
  });

  it('ignores taps, short drags and sideways drags', () => {
    expect(swipeDirection(100, 100, 100, 100)).toBeNull();
    expect(swipeDirection(100, 100, 100, 100 + SWIPE_MIN_PX - 1)).toBeNull();
    expect(swipeDirection(100, 100, 300, 160)).toBeNull();
  });
});
