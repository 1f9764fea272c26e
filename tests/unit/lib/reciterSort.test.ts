import { describe, expect, it } from 'vitest';
import { parseReciterSort } from '../../../src/lib/reciterSort';

describe('parseReciterSort', () => {
  it('reads the sorts of ?sort=, null when absent, undefined for anything else', () => {
    expect(parseReciterSort('newest')).toBe('newest');
    expect(parseReciterSort('popular')).toBe('popular');
    expect(parseReciterSort('title')).toBe('title');
    expect(parseReciterSort(null)).toBeNull();
    expect(parseReciterSort('Newest')).toBeUndefined();
    expect(parseReciterSort('')).toBeUndefined();
  });
});
