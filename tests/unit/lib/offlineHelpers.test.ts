import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../src/lib/bytes';
import { findPlayableIndex, isPlayableOffline } from '../../../src/lib/offline';
import { isAbortError, isQuotaError } from '../../../src/lib/storageErrors';

describe('formatBytes', () => {
  it('prints bytes, kilobytes, megabytes and gigabytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024 + 300 * 1024)).toBe('5.3 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2.0 GB');
  });

  it('rounds up to the next unit instead of printing 1024.0', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.0 MB');
  });

  it('prints 0 B for nonsense', () => {
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(-5)).toBe('0 B');
  });
});

describe('isQuotaError', () => {
  it('knows every browser spelling', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it('tells aborts apart', () => {
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('x'))).toBe(false);
  });
});

describe('offline availability', () => {
  const downloaded = new Set([2, 4]);

  it('lets everything play online and only downloads offline', () => {
    expect(isPlayableOffline({ id: 1 }, downloaded, true)).toBe(true);
    expect(isPlayableOffline({ id: 1 }, downloaded, false)).toBe(false);
    expect(isPlayableOffline({ id: 2 }, downloaded, false)).toBe(true);
  });

  it('finds the next or previous playable item, skipping the rest', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }];
    const offline = (item: { id: number }) => isPlayableOffline(item, downloaded, false);
    expect(findPlayableIndex(list, 0, 1, offline)).toBe(1);
    expect(findPlayableIndex(list, 1, 1, offline)).toBe(3);
    expect(findPlayableIndex(list, 3, 1, offline)).toBe(-1);
    expect(findPlayableIndex(list, -1, 1, offline)).toBe(1);
    expect(findPlayableIndex(list, 4, -1, offline)).toBe(3);
    expect(findPlayableIndex(list, 1, -1, offline)).toBe(-1);
    expect(findPlayableIndex(list, 1, 1, () => true)).toBe(2);
  });
});
