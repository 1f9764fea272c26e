/**
 * Every catalogue, for the build step that compiles them (scripts/catalogPlugin.ts) and for the tests that
 * check them. The app itself never imports this file: it loads one compiled chunk per domain and language.
 */
import adminEn from './admin.en.ts';
import adminUr from './admin.ur.ts';
import appEn from './app.en.ts';
import appUr from './app.ur.ts';
import privacyEn from './privacy.en.ts';
import privacyUr from './privacy.ur.ts';

export type SourceCatalog = Readonly<Record<string, string>>;

export const CATALOGS: Readonly<Record<string, { en: SourceCatalog; ur: SourceCatalog }>> = {
  app: { en: appEn, ur: appUr },
  admin: { en: adminEn, ur: adminUr },
  privacy: { en: privacyEn, ur: privacyUr },
};
