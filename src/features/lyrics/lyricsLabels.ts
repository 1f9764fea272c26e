import type { MessageId } from '../../i18n/i18n';

/** The message of every text the listener's lyrics view shows, in one place. */
export const LYRICS_LABELS = {
  /** The list's accessible name. */
  title: 'lyrics.title',
  transliteration: 'lyrics.transliteration',
  translation: 'lyrics.translation',
  options: 'lyrics.options',
  loading: 'lyrics.loading',
  none: 'lyrics.none',
} as const satisfies Record<string, MessageId>;
