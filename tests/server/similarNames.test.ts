import { describe, expect, it } from 'vitest';
import { reciters as demoReciters } from '../../server/seed/words';
import { editDistance, nameLikeness, similarReciters } from '../../server/search/similarNames';

describe('nameLikeness', () => {
  it('calls names that fold to the same letters the same', () => {
    expect(nameLikeness('Bilal Qadri', 'Bilaal Kadri')).toBe('same');
    expect(nameLikeness('Owais Raza Qadri', 'owais raza qaadri')).toBe('same');
    expect(nameLikeness('Tajdar Haram', 'Taj-dar Haram')).toBe('same');
    expect(nameLikeness('اویس رضا قادری', 'اویس رضا قادرى')).toBe('same');
  });

  it('calls one edit on 5+ folded letters, or a name missing one word, near', () => {
    expect(nameLikeness('Owais Raza Kadiri', 'Owais Raza Qadri')).toBe('near');
    expect(nameLikeness('Awais Qadri', 'Owais Raza Qadri')).toBe('near');
    expect(nameLikeness('Junaid Barkati', 'Junaid Hussain Barkati')).toBe('near');
  });

  it('leaves short names, other people and two missing words apart', () => {
    expect(nameLikeness('Ali', 'Alam')).toBeNull();
    expect(nameLikeness('Zia', 'Ziya Khan')).toBeNull();
    expect(nameLikeness('Muhammad Qadri', 'Hafiz Muhammad Bilal Qadri')).toBeNull();
    expect(nameLikeness('Owais Qadri', 'Idris Qadri')).toBeNull();
    expect(nameLikeness('Qadri', 'Owais Qadri')).toBeNull();
    expect(nameLikeness('!!!', '???')).toBeNull();
  });

  it('finds no pair among the demo reciters', () => {
    const pairs = demoReciters.flatMap((a) =>
      demoReciters
        .filter((b) => b !== a && nameLikeness(a.name, b.name) !== null)
        .map((b) => [a.name, b.name]),
    );
    expect(pairs).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts a swap as one edit and stops past the limit', () => {
    expect(editDistance(Array.from('mustafa'), Array.from('mustfaa'), 2)).toBe(1);
    expect(editDistance(Array.from('abcdef'), Array.from('abcdef'), 1)).toBe(0);
    expect(editDistance(Array.from('abcdef'), Array.from('uvwxyz'), 1)).toBe(2);
    expect(editDistance(Array.from('ab'), Array.from('abcdef'), 2)).toBe(3);
  });
});

describe('similarReciters', () => {
  it('puts the same before the near, and also matches by Urdu name', () => {
    const reciters = [
      { id: 1, name: 'Owais Raza Qadri', urduName: null },
      { id: 2, name: 'Awais Qadri', urduName: null },
      { id: 3, name: 'Someone Else', urduName: 'اویس قادری' },
    ];
    const found = similarReciters('Awais Qadri', 'اویس قادری', reciters);
    expect(found.map((r) => [r.id, r.likeness])).toEqual([
      [2, 'same'],
      [3, 'same'],
      [1, 'near'],
    ]);
  });
});
