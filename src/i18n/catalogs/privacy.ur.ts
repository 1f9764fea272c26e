import type en from './privacy.en';

/** The privacy messages in Urdu; a missing message falls back to English. */
export default {
  'privacy.title': 'رازداری کی پالیسی',
} satisfies Partial<Readonly<Record<keyof typeof en, string>>>;
