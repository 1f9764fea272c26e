import { describe, expect, it } from 'vitest';
import { rankedPath, reciterPath, searchPath } from '../../../src/lib/paths';

describe('paths', () => {
  it('builds /naatkhawan/{id} with its letter and page segments and its sort', () => {
    expect(reciterPath(4, null, 1)).toBe('/naatkhawan/4');
    expect(reciterPath(4, null, 3)).toBe('/naatkhawan/4/page/3');
    expect(reciterPath(4, 'M', 1)).toBe('/naatkhawan/4/letter/M');
    expect(reciterPath(4, 'M', 2)).toBe('/naatkhawan/4/letter/M/page/2');
    expect(reciterPath(4, 'M', 2, 'newest')).toBe('/naatkhawan/4/letter/M/page/2?sort=newest');
    expect(reciterPath(4, null, 1, 'popular')).toBe('/naatkhawan/4?sort=popular');
    expect(reciterPath(4, null, 1, 'title')).toBe('/naatkhawan/4');
  });

  it('puts page 1 of popular and recent at the base path', () => {
    expect(rankedPath('/popular', 1)).toBe('/popular');
    expect(rankedPath('/recent', 5)).toBe('/recent/page/5');
  });

  it('trims and encodes the search query', () => {
    expect(searchPath('  madina ')).toBe('/search?q=madina');
    expect(searchPath('a&b c')).toBe('/search?q=a%26b%20c');
    expect(searchPath('کرم')).toBe(`/search?q=${encodeURIComponent('کرم')}`);
  });
});
