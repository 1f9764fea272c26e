import { describe, expect, it, vi } from 'vitest';
import { importOnce } from '../../../src/lib/importOnce';

describe('importOnce', () => {
  it('gives concurrent callers one import, and tries again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const once = importOnce(load);
    await expect(Promise.all([once(), once()])).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
    const [first, second] = [once(), once()];
    expect(first).toBe(second);
    expect(await first).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
