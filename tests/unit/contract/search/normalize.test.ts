import { describe, expect, it } from 'vitest';
import {
  exactForm,
  exactWord,
  foldWord,
  normalizeUrdu,
  normalizeWithMap,
  queryTerms,
  queryWords,
  searchForm,
  searchWords,
} from '../../../../contract/search/normalize';

/** Every spelling in `spellings` folds to the same searchable form. */
const same = (...spellings: string[]) => {
  const forms = spellings.map(searchForm);
  expect(new Set(forms).size, `${spellings.join(' / ')} -> ${forms.join(' | ')}`).toBe(1);
};

describe('Urdu script rules (normalizeUrdu)', () => {
  it('lower-cases Latin text', () => {
    expect(normalizeUrdu('Tajdar-e-HARAM')).toBe('tajdar-e-haram');
  });

  it('drops harakat, tanween, shadda, sukun and hamza marks', () => {
    expect(normalizeUrdu('مُحَمَّدٌ')).toBe('محمد');
    for (const mark of ['\u064b', '\u064e', '\u064f', '\u0650', '\u0651', '\u0652', '\u0654', '\u065f']) {
      expect(normalizeUrdu(`ب${mark}ت`)).toBe('بت');
    }
  });

  it('drops the superscript alef and the Urdu small letters', () => {
    expect(normalizeUrdu('مصطفیٰ')).toBe('مصطفی');
    expect(normalizeUrdu('بِکَمالِہٖ')).toBe('بکمالہ');
    expect(normalizeUrdu('\u0628\u06d6\u06ed')).toBe('\u0628');
  });

  it('drops honorific marks written over names', () => {
    expect(normalizeUrdu('محمد\u0610')).toBe('محمد');
  });

  it('drops tatweel and the joiners', () => {
    expect(normalizeUrdu('کـــرم')).toBe('کرم');
    expect(normalizeUrdu('نعت\u200cخواں\u200d')).toBe('نعتخواں');
    expect(normalizeUrdu('\u200fمدینہ\u200e')).toBe('مدینہ');
  });

  it('folds Arabic kaf and yeh, alef maksura and bari yeh', () => {
    expect(normalizeUrdu('كرم')).toBe('کرم');
    expect(normalizeUrdu('ربي')).toBe('ربی');
    expect(normalizeUrdu('مصطفى')).toBe('مصطفی');
    expect(normalizeUrdu('مدینے')).toBe('مدینی');
    expect(normalizeUrdu('سوئے')).toBe(normalizeUrdu('سویے'));
  });

  it('folds every heh and teh marbuta to ہ', () => {
    for (const heh of ['ه', 'ة', 'ۃ', 'ۀ', 'ۂ', 'ھ']) expect(normalizeUrdu(heh)).toBe('ہ');
    expect(normalizeUrdu('مدينة')).toBe('مدینہ');
  });

  it('folds waw with hamza and the alef forms', () => {
    expect(normalizeUrdu('ؤ')).toBe('و');
    expect(normalizeUrdu('آقا')).toBe('اقا');
    expect(normalizeUrdu('أإٱ')).toBe('ااا');
  });

  it('keeps letters outside the rules, and is idempotent', () => {
    for (const text of ['نعت', 'یا نبی سلام علیک', 'naat 123', '']) {
      expect(normalizeUrdu(normalizeUrdu(text))).toBe(normalizeUrdu(text));
    }
    expect(normalizeUrdu('\u0660\u06ee')).toBe('\u0660\u06ee');
  });
});

describe('normalizeWithMap', () => {
  it('maps every normalised unit back to its original character', () => {
    const mapped = normalizeWithMap('aُbC');
    expect(mapped.text).toBe('abc');
    expect(mapped.origin).toEqual([0, 2, 3]);
    expect(mapped.originEnd).toEqual([1, 3, 4]);
  });

  it('counts astral characters as two units of the original', () => {
    const mapped = normalizeWithMap('😀x');
    expect(mapped.text).toBe('😀x');
    expect(mapped.origin).toEqual([0, 0, 2]);
  });
});

describe('Roman Urdu rules (foldWord), one at a time', () => {
  it('ph is f', () => {
    expect(foldWord('mustapha')).toBe(foldWord('mustafa'));
  });

  it('dh and zh are z', () => {
    expect(foldWord('dhikr')).toBe(foldWord('zikr'));
    expect(foldWord('zhikr')).toBe(foldWord('zikr'));
  });

  it('q is k', () => {
    expect(foldWord('qadri')).toBe(foldWord('kadri'));
    expect(foldWord('aaqa')).toBe(foldWord('aaka'));
  });

  it('w is v', () => {
    expect(foldWord('wah')).toBe(foldWord('vah'));
    expect(foldWord('rizwi')).toBe(foldWord('rizvi'));
  });

  it('c is k, but ch stays apart', () => {
    expect(foldWord('mecca')).toBe(foldWord('mekka'));
    expect(foldWord('chishti')).not.toBe(foldWord('kishti'));
  });

  it('doubled letters are single', () => {
    expect(foldWord('sallallahu')).toBe(foldWord('salalahu'));
    expect(foldWord('muhammad')).toBe(foldWord('muhamad'));
  });

  it('vowel quality is ignored: aa/a, ee/i, oo/u/o, e/a', () => {
    expect(foldWord('salaam')).toBe(foldWord('salam'));
    expect(foldWord('madeena')).toBe(foldWord('madina'));
    expect(foldWord('noor')).toBe(foldWord('nur'));
    expect(foldWord('mohammed')).toBe(foldWord('muhammad'));
    expect(foldWord('rehmat')).toBe(foldWord('rahmat'));
    // ...but where a vowel is still counts.
    expect(foldWord('madni')).not.toBe(foldWord('madani'));
  });

  it('y is a vowel unless it starts a word or a vowel follows', () => {
    expect(foldWord('hay')).toBe(foldWord('hai'));
    expect(foldWord('aye')).toBe(foldWord('ae'));
    expect(foldWord('ya')).toBe('y');
    expect(foldWord('diyar')).not.toBe(foldWord('dar'));
  });

  it('an h after a vowel at the word end goes', () => {
    expect(foldWord('madinah')).toBe(foldWord('madina'));
    expect(foldWord('makkah')).toBe(foldWord('makka'));
  });

  it('ay / e / ai / a at the word end are one', () => {
    expect(foldWord('madine')).toBe(foldWord('madina'));
    expect(foldWord('kabe')).toBe(foldWord('kaaba'));
    expect(foldWord('sallallaho')).toBe(foldWord('sallallahu'));
    expect(foldWord('shahe')).toBe(foldWord('shah'));
  });

  it('a word of vowels only is no word', () => {
    for (const word of ['e', 'o', 'ae', 'a']) expect(foldWord(word)).toBe('');
  });

  it('folds only the inflected ending of Urdu-script words', () => {
    expect(foldWord('مدینہ')).toBe('مدین');
    expect(foldWord('رونق')).toBe('رونق');
  });
});

describe('words and searchable forms', () => {
  it('apostrophes join, hyphens and punctuation separate', () => {
    same("Ka'ba", 'Ka’ba', 'Kaaba', 'Kabe');
    expect(searchWords('Jood-o-Karam!')).toEqual(['jad', 'karam']);
  });

  it('the izafat as -e-, e, -e, a trailing e or joined is one', () => {
    same('Tajdar-e-Haram', 'Tajdare Haram', 'Taajdaar e Haram', 'Tajdar-e Haram', 'tajdar haram');
  });

  it('the spellings listeners type meet', () => {
    same('Madina', 'Madinah', 'Madeena', 'Medina', 'Madine');
    same('Mustafa', 'Mustapha');
    same('Muhammad', 'Mohammad', 'Muhammed');
    same('Sallallahu', 'Salallahu', 'Sallallaho');
    same('Salam', 'Salaam');
    same('مصطفیٰ', 'مصطفی', 'مصطفى');
    same('محمّد', 'محمد');
  });

  it('a searchable form has a space at each end, so " w" is a word start', () => {
    expect(searchForm('Shah-e-Madina')).toBe(' sh madan ');
    expect(searchForm('  ')).toBe('');
  });

  it('query words are distinct and longest first', () => {
    expect(queryWords('Ya Nabi Salam ya')).toEqual(['salam', 'nab', 'y']);
  });

  it('a query of vowels only asks for any vowel, punctuation for nothing', () => {
    expect(queryWords('e')).toEqual(['a']);
    expect(queryWords('Ae')).toEqual(['a']);
    expect(queryWords('%-')).toEqual([]);
  });
});

describe('exact keys (exactWord, exactForm): the word as written, for ranking', () => {
  it('keeps the vowels that fold away, so words folding alike stay apart', () => {
    expect(new Set(['ilahi', 'ali', 'ula', 'allah'].map(foldWord)).size).toBe(1);
    expect(new Set(['ilahi', 'ali', 'ula', 'allah'].map(exactWord)).size).toBe(4);
  });

  it('folds only the spellings that never change a word', () => {
    expect(exactWord('ilaahi')).toBe(exactWord('ilahi'));
    expect(exactWord('madeena')).toBe(exactWord('madina'));
    expect(exactWord('noor')).toBe(exactWord('nur'));
    expect(exactWord('qari')).toBe(exactWord('kari'));
    expect(exactWord('wali')).toBe(exactWord('vali'));
    expect(exactWord('sallallahu')).toBe(exactWord('salalahu'));
    expect(exactWord('مصطفی')).toBe('مصطفی');
  });

  it('lays out a text like searchForm, leaving out the words it leaves out', () => {
    expect(exactForm('Tajdar-e-Haram')).toBe(' tajdar haram ');
    expect(exactForm('!!')).toBe('');
  });

  it('gives every query word in both forms, with how many letters it was typed with', () => {
    expect(queryTerms('Ilahi Ula')).toEqual([
      { word: 'al', exact: 'ilahi', letters: 5 },
      { word: 'al', exact: 'ula', letters: 3 },
    ]);
  });
});

describe('coverage folds', () => {
  it('Urdu direct, oblique and plural endings meet; short words keep their letters', () => {
    same('کعبہ', 'کعبے', 'کعبا');
    same('مدینہ', 'مدینے');
    same('گناہ', 'گناہوں');
    same('عظمت', 'عظمتیں');
    same('نغمہ', 'نغمۂ');
    same('غوثِ اعظم', 'غوث اعظم');
    expect(searchWords('کی سے ہے')).toEqual(['کی', 'سی', 'ہی']);
  });

  it('Roman gh/g and kh/k meet', () => {
    same('Ghous-e-Azam', 'gaus e azam');
    same('Lakhon', 'Lakon', 'laakhon');
    same('Khuda', 'Kuda');
  });
});
