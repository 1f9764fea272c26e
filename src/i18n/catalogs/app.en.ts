/**
 * The public app's English messages: the owner's texts, unchanged. ICU MessageFormat
 * (https://unicode-org.github.io/icu/userguide/format_parse/messages/): `{name}` placeholders, `plural` by
 * CLDR rules. Ids are `area.what`; each area keeps its own section, so parallel changes merge cleanly.
 */
export default {
  // Language
  'language.switchTo': 'Switch the interface language to {language}',

  // Layout: header, tab bar, footer
  'nav.home': 'Home',
  'nav.naatKhawans': 'NaatKhawans',
  'nav.popular': 'Popular Naats',
  'nav.favorites': 'My Favorites',
  'nav.downloads': 'Downloads',
  'nav.main': 'Main',
  'nav.search': 'Search',
  'tabs.popular': 'Popular',
  'tabs.favorites': 'Favorites',
  'layout.skipToContent': 'Skip to content',
  'footer.tagline': 'Islamic Audio Streaming Platform',
  'footer.label': 'Footer',
  'footer.newTab': '(opens in a new tab)',
  'footer.privacy': 'Privacy Policy',
} satisfies Readonly<Record<string, string>>;
