import { useCallback, useRef, useState } from 'react';
import { Link } from '../../components/links';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NaatArt } from '../../components/NaatArt';
import { useFocusStaysIn, useFocusTrap } from '../../components/useFocusTrap';
import { selectFavorites } from '../playback/favoritesSlice';
import { toggleFavoriteWithToast } from '../playback/favoriteToast';
import { playList } from '../playback/naatThunks';
import { selectQueue } from '../playback/queueSlice';
import { QueueList } from '../queue/QueueList';
import { HeartIcon } from '../../components/icons';
import { CollapseIcon } from '../../components/controlIcons';
import { PlaybackOptions } from './PlaybackOptions';
import { PlayerActions } from './PlayerActions';
import { playAudio, setFullScreen } from '../playback/playerSlice';
import type { Naat } from '../../api/types';
import { MinimizeButton } from './playerButtons';
import { useSwipe } from './useSwipe';
import { useIsPhone } from '../../components/useMediaQuery';
import { ProgressBar } from './ProgressBar';
import { TrackList } from '../queue/TrackList';
import { TransportControls } from './TransportControls';
import { Visualizer } from './Visualizer';
import { VolumeControl } from './VolumeControl';
import { useScrollLock } from './useScrollLock';
import './fullScreenPlayer.css';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';
import { UpNext } from '../playback/UpNext';
import { PlayerLyricsTab } from '../lyrics/PlayerLyricsTab';
import { useT } from '../../i18n/useT';

type Tab = 'queue' | 'favorites' | 'lyrics';

function Tabs({ audio }: { audio: Naat }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const queue = useAppSelector(selectQueue);
  const favorites = useAppSelector(selectFavorites);
  const playingFavorites = useAppSelector((state) => state.player.playlistSource === 'favorites');
  const [tab, setTab] = useState<Tab>('queue');
  const tabs: [Tab, string][] = [
    ['queue', t('fullScreen.queueTab', { count: queue.length })],
    ['favorites', t('fullScreen.favoritesTab', { count: favorites.length })],
    ['lyrics', t('lyrics.tab')],
  ];
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const nextTab = tabs[(tabs.findIndex(([id]) => id === tab) + step) % tabs.length]?.[0] ?? tab;
    setTab(nextTab);
    document.getElementById(`fs-tab-${nextTab}`)?.focus();
  };
  return (
    <div className="fs-tabs">
      <div role="tablist" aria-label={t('fullScreen.lists')} onKeyDown={onKeyDown}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            id={`fs-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`fs-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div id={`fs-panel-${tab}`} role="tabpanel" aria-labelledby={`fs-tab-${tab}`} className="fs-panel">
        {tab === 'lyrics' ? (
          <PlayerLyricsTab naat={audio} />
        ) : tab === 'queue' ? (
          <QueueList />
        ) : favorites.length === 0 ? (
          <div className="list-empty">
            <p>{t('fullScreen.noFavorites')}</p>
          </div>
        ) : (
          <>
            <div className="list-actions" {...TOASTS_AVOID}>
              <button
                type="button"
                className="text-button"
                onClick={() =>
                  dispatch(
                    playList({
                      naats: favorites,
                      source: 'favorites',
                      message: (count) => t('fullScreen.playingFavorites', { count }),
                    }),
                  )
                }
              >
                {t('fullScreen.playAll')}
              </button>
            </div>
            <TrackList
              label={t('fullScreen.favorites')}
              tracks={favorites}
              isPlaying={playingFavorites}
              onPlay={(index) => {
                const audio = favorites[index];
                if (audio) dispatch(playAudio({ audio, playlist: favorites, source: 'favorites' }));
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** The full-screen player, loaded lazily the first time it opens. */
export default function FullScreenPlayer() {
  const t = useT();
  const dispatch = useAppDispatch();
  const audio = useAppSelector((state) => state.player.currentAudio);
  const isFavorite = useAppSelector((state) =>
    audio ? state.favorites.items.some((item) => item.id === audio.id) : false,
  );
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => dispatch(setFullScreen(false)), [dispatch]);
  useFocusTrap(root, close);
  useScrollLock();
  const swipe = useSwipe({ onDown: close });
  // Phones have no bar to minimize from (the mini-player is one row), so the button lives here.
  const isPhone = useIsPhone();
  const closeButton = useRef<HTMLButtonElement>(null);
  const listSizes = useAppSelector((state) => `${state.queue.items.length}:${state.favorites.items.length}`);
  useFocusStaysIn(root, closeButton, listSizes);
  if (!audio) return null;

  return (
    // data-media-keys: Space and the arrows keep driving the player here (keyboardShortcuts.ts).
    <div
      className="fs-player"
      role="dialog"
      aria-modal="true"
      aria-label={t('player.nowPlaying')}
      data-media-keys=""
      ref={root}
    >
      <div className="fs-header" {...swipe}>
        <button
          ref={closeButton}
          type="button"
          className="icon-button"
          aria-label={t('fullScreen.close')}
          onClick={close}
        >
          <CollapseIcon size={26} />
        </button>
        <span className="fs-heading">{t('fullScreen.heading')}</span>
        {isPhone ? <MinimizeButton labelled /> : <span />}
      </div>
      <div className="fs-body">
        <div className="fs-now">
          <div className="fs-art-swipe" {...swipe}>
            <NaatArt naat={audio} size={512} className="fs-art" />
          </div>
          <div className="fs-titles">
            <Link className="fs-title" to={`/naat/${audio.id}`} replace onClick={close} dir="auto">
              {audio.title}
            </Link>
            {audio.urduTitle ? (
              <p className="fs-urdu" lang="ur" dir="rtl">
                {audio.urduTitle}
              </p>
            ) : null}
            <Link
              className="fs-artist"
              to={`/naatkhawan/${audio.naatKhawanId}`}
              replace
              onClick={close}
              dir="auto"
            >
              {audio.naatKhawan.name}
            </Link>
          </div>
          <Visualizer />
          <ProgressBar />
          <TransportControls large />
          <UpNext onNavigate={close} />
          <div className="fs-row">
            <button
              type="button"
              className={`icon-button favorite-button ${isFavorite ? 'is-active' : ''}`}
              aria-label={t(isFavorite ? 'favorites.remove' : 'favorites.add')}
              aria-pressed={isFavorite}
              onClick={() => dispatch(toggleFavoriteWithToast(audio))}
            >
              <HeartIcon filled={isFavorite} />
            </button>
            <VolumeControl />
            <PlayerActions audio={audio} />
          </div>
          <PlaybackOptions />
        </div>
        <Tabs audio={audio} />
      </div>
    </div>
  );
}
