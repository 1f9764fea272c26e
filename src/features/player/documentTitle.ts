/** The document title follows the current audio: '{title} - {artist or Unknown Artist}', else the site title. */
import type { EffectSetup } from '../../app/store';
import type { Naat } from '../../api/types';
import { defaultPageTitle } from '../../lib/appName';
import { t } from '../../i18n/i18n';

export function titleFor(audio: Naat | null, appName: string): string {
  if (!audio) return defaultPageTitle(appName);
  const artist = audio.naatKhawan.name.trim() || t('title.unknownArtist');
  return t('title.playing', { title: audio.title, artist });
}

export function wireDocumentTitle(doc: Document, appName: string): EffectSetup {
  return ({ startListening, getState }) => {
    let shown: number | null | undefined;
    const apply = () => {
      const audio = getState().player.currentAudio;
      const id = audio?.id ?? null;
      if (id === shown) return;
      shown = id;
      doc.title = titleFor(audio, appName);
    };
    apply();
    return startListening({
      predicate: (_action, current, previous) => current.player.currentAudio !== previous.player.currentAudio,
      effect: apply,
    });
  };
}
