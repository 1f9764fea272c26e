import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  clearTimes,
  draftOf,
  markFrom,
  markLine,
  nudgeLine,
} from '../../../../src/features/admin/syncLyrics';
import { plainLyrics } from '../../../../contract/lyrics/lyrics';

const plain = draftOf(plainLyrics('one\ntwo\nthree'));

describe('the Sync lyrics draft', () => {
  it('marks the lines in turn at the tapped times (hundredths of a second)', () => {
    const marked = markLine(markLine(markLine(plain, 1234), 5000), 9999);
    expect(marked.lines.map((line) => line.start)).toEqual([1230, 5000, 10_000]);
    expect(marked.cursor).toBe(3);
    expect(markLine(marked, 12_000)).toBe(marked);
    expect(checkDraft(marked, 20_000)).toMatchObject({ ok: true, lyrics: { synced: true } });
  });

  it('re-marking from a line clears later times that would now be out of order', () => {
    const marked = markLine(markLine(markLine(plain, 1000), 5000), 9000);
    const again = markLine(markFrom(marked, 1), 9500);
    expect(again.lines.map((line) => line.start)).toEqual([1000, 9500, null]);
    expect(again.cursor).toBe(2);
    expect(checkDraft(again, 20_000)).toEqual({
      ok: false,
      error: 'Line 3 has no start time, but line 1 has one; time every line or none.',
    });
  });

  it('nudges a marked line by 0.1 s within the naat, and leaves unmarked lines alone', () => {
    const marked = markLine(plain, 1000);
    expect(nudgeLine(marked, 0, -100, 5000).lines[0]?.start).toBe(900);
    expect(nudgeLine(marked, 0, 100, 1050).lines[0]?.start).toBe(1050);
    expect(nudgeLine(markLine(plain, 50), 0, -100, 0).lines[0]?.start).toBe(0);
    expect(nudgeLine(marked, 1, 100, 5000).lines[1]?.start).toBeNull();
  });

  it('clears every time, and checks as the server does', () => {
    const marked = markLine(markLine(markLine(plain, 3000), 2000), 4000);
    expect(checkDraft(marked, 0)).toEqual({
      ok: false,
      error: 'Line 2 starts at 0:02, before line 1 at 0:03.',
    });
    const cleared = clearTimes(marked);
    expect(cleared).toEqual(plain);
    expect(checkDraft(cleared, 0)).toMatchObject({ ok: true, lyrics: { synced: false } });
  });
});
