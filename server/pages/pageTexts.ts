/**
 * The fixed words the server writes into a page (titles, descriptions, breadcrumbs, headings for crawlers
 * and scriptless readers) and into the install manifest, in English and Urdu. English titles are the ones
 * the app itself sets, so a page's title does not change when its script starts; page names use the same
 * words as the app's navigation (src/i18n/catalogs/app.*.ts).
 */
import type { Language } from './language';

/** The simple pages of the app, named the way pageRoute.ts names them. */
export type PlainKind =
  'home' | 'reciters' | 'popular' | 'recent' | 'search' | 'privacy' | 'favorites' | 'downloads' | 'admin';

export interface PageTexts {
  /** The `<title>` of every page without a title of its own. */
  defaultTitle(appName: string): string;
  defaultDescription: string;
  /** A page's own name (breadcrumbs, og:title). */
  pageName: Record<PlainKind, string>;
  /** The `<title>` and og:title of a simple page. */
  pageTitle(kind: PlainKind, appName: string): string;
  pageDescription: Partial<Record<PlainKind, (appName: string) => string>>;
  notFoundTitle(appName: string): string;
  notFoundHeading: string;
  unknownArtist: string;
  /** A naat page's `<title>`, from its title (Urdu when it has one), its reciter and the app. */
  naatTitle(title: string, urduTitle: string | null, artist: string, appName: string): string;
  /** A naat's description when it has none of its own; `short` leaves out the invitation to listen. */
  naatDescription(title: string, artist: string, appName: string, short: boolean): string;
  reciterTitle(name: string, appName: string): string;
  reciterHeading(name: string): string;
  reciterDescription(name: string, appName: string): string;
  breadcrumbLabel: string;
  aboutNaat: string;
  lyrics: string;
  /** og:locale of the page (the other language is og:locale:alternate). */
  ogLocale: string;
  /** What the install manifest says in this language; null: the build's own (English) words stay. */
  manifest: {
    description: string;
    /** Shortcut names, by the shortcut's URL. */
    shortcuts: Record<string, { name: string; shortName: string }>;
  } | null;
}

const en: PageTexts = {
  defaultTitle: (appName) => `${appName} - Islamic Audio Streaming Platform`,
  defaultDescription: 'Listen to naats by your favourite NaatKhawans, online and offline.',
  pageName: {
    home: 'Home',
    reciters: 'Naat Khawans',
    popular: 'Popular Naats',
    recent: 'Recent Naats',
    search: 'Search',
    privacy: 'Privacy Policy',
    favorites: 'My Favorites',
    downloads: 'Downloads',
    admin: 'Admin',
  },
  // The app sets the default title on every page without a naat playing.
  pageTitle: (_kind, appName) => en.defaultTitle(appName),
  pageDescription: {
    reciters: (appName) => `Every NaatKhawan on ${appName}, with their naats.`,
    popular: (appName) => `The most played naats on ${appName}.`,
    recent: (appName) => `The newest naats on ${appName}.`,
    search: (appName) => `Search naats and NaatKhawans on ${appName}.`,
    privacy: (appName) => `How ${appName} handles your data.`,
  },
  notFoundTitle: (appName) => en.defaultTitle(appName),
  notFoundHeading: 'Page not found',
  unknownArtist: 'Unknown Artist',
  naatTitle: (title, _urduTitle, artist) => `${title} - ${artist}`,
  naatDescription: (title, artist, appName, short) =>
    short ? `${title} by ${artist}.` : `${title} by ${artist}. Listen on ${appName}.`,
  reciterTitle: (_name, appName) => en.defaultTitle(appName),
  reciterHeading: (name) => `Naats by ${name}`,
  reciterDescription: (name, appName) => `Naats by ${name} on ${appName}.`,
  breadcrumbLabel: 'Breadcrumb',
  aboutNaat: 'About this Naat',
  lyrics: 'Lyrics',
  ogLocale: 'en_US',
  manifest: null,
};

const ur: PageTexts = {
  defaultTitle: (appName) => `${appName} | اسلامی آڈیو اسٹریمنگ پلیٹ فارم`,
  defaultDescription: 'اپنے پسندیدہ نعت خوانوں کی نعتیں سنیے، آن لائن بھی اور آف لائن بھی۔',
  pageName: {
    home: 'ہوم',
    reciters: 'نعت خواں',
    popular: 'مقبول نعتیں',
    recent: 'نئی نعتیں',
    search: 'تلاش',
    privacy: 'رازداری کی پالیسی',
    favorites: 'میری پسندیدہ',
    downloads: 'ڈاؤن لوڈز',
    admin: 'ایڈمن پینل',
  },
  pageTitle: (kind, appName) =>
    kind === 'home' ? ur.defaultTitle(appName) : `${ur.pageName[kind]} | ${appName}`,
  pageDescription: {
    reciters: (appName) => `${appName} کے تمام نعت خواں اور ان کی نعتیں۔`,
    popular: (appName) => `${appName} پر سب سے زیادہ سنی جانے والی نعتیں۔`,
    recent: (appName) => `${appName} پر شامل ہونے والی تازہ ترین نعتیں۔`,
    search: (appName) => `${appName} پر نعتیں اور نعت خواں تلاش کیجیے۔`,
    privacy: (appName) => `${appName} آپ کی معلومات کو کیسے سنبھالتا ہے۔`,
  },
  notFoundTitle: (appName) => `صفحہ نہیں ملا | ${appName}`,
  notFoundHeading: 'صفحہ نہیں ملا',
  unknownArtist: 'نامعلوم نعت خواں',
  naatTitle: (title, urduTitle, artist, appName) => `${urduTitle ?? title} — ${artist} | ${appName}`,
  naatDescription: (title, artist, appName, short) =>
    short ? `${artist} کی آواز میں «${title}»۔` : `${artist} کی آواز میں «${title}»۔ ${appName} پر سنیے۔`,
  reciterTitle: (name, appName) => `${name} کی نعتیں | ${appName}`,
  reciterHeading: (name) => `${name} کی نعتیں`,
  reciterDescription: (name, appName) => `${appName} پر ${name} کی نعتیں سنیے۔`,
  breadcrumbLabel: 'صفحے کا راستہ',
  aboutNaat: 'اس نعت کے بارے میں',
  lyrics: 'کلام',
  ogLocale: 'ur_PK',
  manifest: {
    description: 'اپنے پسندیدہ نعت خوانوں کی نعتیں سنیے، آن لائن بھی اور آف لائن بھی۔',
    shortcuts: {
      '/popular': { name: 'مقبول نعتیں', shortName: 'مقبول' },
      '/favorites': { name: 'میری پسندیدہ', shortName: 'پسندیدہ' },
      '/downloads': { name: 'ڈاؤن لوڈز', shortName: 'ڈاؤن لوڈز' },
    },
  },
};

export const PAGE_TEXTS: Record<Language, PageTexts> = { en, ur };

/** The other language's og:locale, for og:locale:alternate. */
export const otherLocale = (language: Language): string =>
  PAGE_TEXTS[language === 'ur' ? 'en' : 'ur'].ogLocale;
