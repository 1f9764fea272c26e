import { describe, expect, it } from 'vitest';
import { chooseLanguage, cookieValue } from '../../server/pages/language';

describe('chooseLanguage', () => {
  it.each([
    [{}, 'en', 'default'],
    [{ query: 'ur' }, 'ur', 'query'],
    [{ query: 'UR', cookie: 'naat_lang=en' }, 'ur', 'query'],
    [{ query: 'en', cookie: 'naat_lang=ur', acceptLanguage: 'ur' }, 'en', 'query'],
    [{ query: ['ur', 'en'] }, 'ur', 'query'],
    // Any other value is no choice: the next source decides, and nothing fails.
    [{ query: 'xx', cookie: 'naat_lang=ur' }, 'ur', 'cookie'],
    [{ query: '', acceptLanguage: 'ur-PK' }, 'ur', 'header'],
    [{ query: { nested: 'ur' } }, 'en', 'default'],
    [{ cookie: 'theme=dark; naat_lang=ur', acceptLanguage: 'en' }, 'ur', 'cookie'],
    [{ cookie: 'naat_lang=fr', acceptLanguage: 'ur' }, 'ur', 'header'],
    [{ cookie: 'naat_lang=%E0%A4' }, 'en', 'default'],
    [{ acceptLanguage: 'en-US,en;q=0.9,ur;q=0.8' }, 'en', 'default'],
    [{ acceptLanguage: 'ur-PK,ur;q=0.9,en-US;q=0.8' }, 'ur', 'header'],
    [{ acceptLanguage: 'en;q=0.5, ur-IN;q=0.7' }, 'ur', 'header'],
    [{ acceptLanguage: 'hi-IN, ur;q=0.3' }, 'ur', 'header'],
    [{ acceptLanguage: 'ur, en' }, 'ur', 'header'],
    [{ acceptLanguage: 'en, ur' }, 'en', 'default'],
    [{ acceptLanguage: 'ur;q=0, en;q=0.1' }, 'en', 'default'],
    [{ acceptLanguage: 'urd, uri-x;q=1' }, 'en', 'default'],
    [{ acceptLanguage: '*' }, 'en', 'default'],
  ])('%j is %s (from %s)', (request, language, source) => {
    expect(chooseLanguage(request)).toEqual({ language, source });
  });

  it('reads one cookie among others, quoted or not', () => {
    expect(cookieValue('a=1; naat_lang="ur"; b=2', 'naat_lang')).toBe('ur');
    expect(cookieValue('my_naat_lang=ur', 'naat_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'naat_lang')).toBeUndefined();
  });
});
