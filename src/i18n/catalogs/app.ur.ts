import type en from './app.en';

/** The public app in Urdu: natural Urdu, not word for word; a missing message falls back to English. */
export default {
  // Language
  'language.switchTo': 'انٹرفیس کی زبان {language} کر دیں',

  // Layout: header, tab bar, footer
  'nav.home': 'ہوم',
  'nav.naatKhawans': 'نعت خواں',
  'nav.popular': 'مقبول نعتیں',
  'nav.favorites': 'میری پسندیدہ',
  'nav.downloads': 'ڈاؤن لوڈز',
  'nav.main': 'مرکزی',
  'nav.search': 'تلاش',
  'tabs.popular': 'مقبول',
  'tabs.favorites': 'پسندیدہ',
  'layout.skipToContent': 'مواد پر جائیں',
  'footer.tagline': 'اسلامی آڈیو اسٹریمنگ پلیٹ فارم',
  'footer.label': 'فوٹر',
  'footer.newTab': '(نئے ٹیب میں کھلتا ہے)',
  'footer.privacy': 'رازداری کی پالیسی',
} satisfies Partial<Readonly<Record<keyof typeof en, string>>>;
