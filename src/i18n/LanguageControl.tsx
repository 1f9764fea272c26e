import { useState } from 'react';
import { LOCALE_NAMES } from './locales';
import { switchLocale } from './localeChoice';
import { useLocale, useT } from './useT';

/** English / اردو: one tap switches to the other language, written in its own script. */
export function LanguageControl() {
  const t = useT();
  const locale = useLocale();
  const [switching, setSwitching] = useState(false);
  const other = locale === 'ur' ? 'en' : 'ur';
  const name = LOCALE_NAMES[other];
  return (
    <button
      type="button"
      className="language-control"
      aria-label={t('language.switchTo', { language: name })}
      aria-busy={switching}
      onClick={() => {
        setSwitching(true);
        void switchLocale(other).finally(() => setSwitching(false));
      }}
    >
      <span lang={other}>{name}</span>
    </button>
  );
}
