// The one rule for the name of a stored audio file, and the one map of audio types by extension. Read by the
// server (server/storage/audioStore.ts: isStoredName, contentTypeOf; contract/media.ts for the pages' and
// uploads' types) and by deploy/render-nginx.mjs, which
// writes the same pattern into nginx's `/Audio/<name>` location and the same types into its `types {}` block,
// so nginx serves exactly the names the app would and nothing else. Plain JavaScript, so that operators run
// render-nginx.mjs with node alone.

/**
 * A stored name: one plain file name of letters, digits, dot, dash and underscore, not starting with a dot
 * (temporary files and anything hidden are never served), without `..`, at most 200 characters. Unanchored:
 * each reader anchors it (JavaScript `^...$`; nginx's PCRE `\z` at the end, as its `$` also matches before a
 * final newline). The lookahead is the same in both engines.
 */
export const STORED_NAME_PATTERN = '(?!.*\\.\\.)[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}';

/** The content type of an audio file by its extension (a stored file of any other is application/octet-stream). */
export const AUDIO_TYPES = Object.freeze({
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  webm: 'audio/webm',
  mka: 'audio/x-matroska',
});
