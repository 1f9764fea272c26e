import type en from './admin.en';

/** The admin messages in Urdu; a missing message falls back to English. */
export default {
  // Shared controls
  'admin.cancel': 'منسوخ کریں',
} satisfies Partial<Readonly<Record<keyof typeof en, string>>>;
