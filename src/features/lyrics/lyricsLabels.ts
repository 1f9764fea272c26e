/**
 * Every text the listener's lyrics view shows, in one place. The naat page's heading and the full-screen
 * player's tab label live with their small modules (NaatLyricsSection.tsx, PlayerLyricsTab.tsx), so those
 * chunks need nothing from this one.
 */
export const LYRICS_LABELS = {
  /** The list's accessible name. */
  title: 'Lyrics',
  transliteration: 'Transliteration',
  translation: 'Translation',
  options: 'Show with the lyrics',
  loading: 'Loading lyrics...',
  none: 'No lyrics for this naat yet.',
} as const;
