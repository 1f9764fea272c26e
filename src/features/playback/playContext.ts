/**
 * The name of the list that is playing, for the players' "Playing from ..." line: the queue, the favorites,
 * or the page a 'regular' playlist came from, with a link back to it where there is one.
 */
import type { PlayContext, PlayerState } from './playerSlice';
import { t } from '../../i18n/i18n';

export interface PlayingFrom {
  label: string;
  /** The page the list came from; absent when there is no page to go back to. */
  href?: string;
}

export function contextLabel(context: PlayContext): PlayingFrom {
  switch (context.kind) {
    case 'popular':
      return { label: t('context.popular'), href: '/popular' };
    case 'recent':
      return { label: t('context.recent'), href: '/recent' };
    case 'downloads':
      return { label: t('context.downloads'), href: '/downloads' };
    case 'favorites':
      return { label: t('context.favorites'), href: '/favorites' };
    case 'history':
      return { label: t('context.history'), href: '/' };
    case 'continue':
      return { label: t('context.continue'), href: '/' };
    case 'reciter':
      return { label: context.name, href: `/naatkhawan/${String(context.id)}` };
    case 'search':
      return {
        label: t('context.search', { query: context.query }),
        href: `/search?q=${encodeURIComponent(context.query)}`,
      };
    case 'naat':
      return { label: context.title, href: `/naat/${String(context.id)}` };
    case 'radio':
      if (context.from?.kind === 'reciter') {
        return {
          label: t('context.radioReciter', { name: context.from.name }),
          href: `/naatkhawan/${String(context.from.id)}`,
        };
      }
      if (context.from?.kind === 'naat') {
        return {
          label: t('context.radioNaat', { name: context.from.name }),
          href: `/naat/${String(context.from.id)}`,
        };
      }
      return { label: t('context.radio'), href: '/' };
  }
}

/** What the player is playing from, or null with nothing loaded. */
export function playingFrom(
  player: Pick<PlayerState, 'currentAudio' | 'playlistSource' | 'playlistContext'>,
): PlayingFrom | null {
  const audio = player.currentAudio;
  if (!audio) return null;
  if (player.playlistSource === 'queue') return { label: t('queue.title') };
  if (player.playlistSource === 'favorites') return contextLabel({ kind: 'favorites' });
  // A naat played on its own (or from a list saved before lists had names) is named by itself.
  return contextLabel(player.playlistContext ?? { kind: 'naat', id: audio.id, title: audio.title });
}
