/**
 * Numbers and dates in the interface language. Urdu keeps Latin digits (CLDR's default for `ur`), with its
 * own month names and separators.
 */
import { currentLocale } from './i18n';
import type { Locale } from './locales';

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatNumber(value: number): string {
  const locale = currentLocale();
  let format = numberFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A calendar date: `long` ("March 5, 2024" / "5 مارچ، 2024") or `short` ("Mar 5, 2024"). */
export function formatDate(date: Date, style: 'long' | 'short'): string {
  const locale = currentLocale();
  const key = `${locale}/${style}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
      year: 'numeric',
      month: style,
      day: 'numeric',
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}
