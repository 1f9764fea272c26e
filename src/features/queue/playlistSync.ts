/**
 * While the queue (or the favorites) is the playlist, the playlist follows it: a naat added to the queue
 * is reachable with next, and the previous/next states stay right.
 */
import type { EffectSetup } from '../../app/store';
import { replacePlaylist } from '../player/playerSlice';

export const wirePlaylistSync: EffectSetup = ({ startListening }) =>
  startListening({
    predicate: (_action, current, previous) =>
      (current.player.playlistSource === 'queue' && current.queue.items !== previous.queue.items) ||
      (current.player.playlistSource === 'favorites' && current.favorites.items !== previous.favorites.items),
    effect: (_action, api) => {
      const { player, queue, favorites } = api.getState();
      const source = player.playlistSource;
      const list = source === 'queue' ? queue.items : favorites.items;
      // A playlist that lost the current naat keeps playing it; only an emptied queue stops (queueEdits).
      if (player.currentAudio && !list.some((item) => item.id === player.currentAudio?.id)) return;
      api.dispatch(replacePlaylist({ playlist: list, source }));
    },
  });
