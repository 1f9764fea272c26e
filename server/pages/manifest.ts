/**
 * The install manifest in a language: `lang`, `dir`, and for Urdu the description and shortcut names in
 * Urdu. The app's name stays the operator's APP_NAME in every language. Pure: the built manifest in, text out.
 */
import { directionOf, type Language } from './language';
import { PAGE_TEXTS } from './pageTexts';

interface Shortcut {
  url?: unknown;
  name?: unknown;
  short_name?: unknown;
}

/** The manifest as served in `language`; a manifest that is not a JSON object is served as it was built. */
export function localiseManifest(built: string, language: Language): string {
  let manifest: unknown;
  try {
    manifest = JSON.parse(built);
  } catch {
    return built;
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return built;
  const words = PAGE_TEXTS[language].manifest;
  const localised: Record<string, unknown> = {
    ...(manifest as Record<string, unknown>),
    lang: language,
    dir: directionOf(language),
  };
  if (words !== null) {
    localised.description = words.description;
    const shortcuts = localised.shortcuts;
    if (Array.isArray(shortcuts)) {
      localised.shortcuts = (shortcuts as Shortcut[]).map((shortcut) => {
        const named = typeof shortcut.url === 'string' ? words.shortcuts[shortcut.url] : undefined;
        return named ? { ...shortcut, name: named.name, short_name: named.shortName } : shortcut;
      });
    }
  }
  return JSON.stringify(localised);
}
