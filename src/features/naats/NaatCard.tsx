import type { ReactNode } from 'react';
import { Link } from '../../components/links';
import type { Naat } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { selectIsFavorite } from '../playback/favoritesSlice';
import { formatCount } from '../../lib/count';
import { formatDuration } from '../../lib/duration';
import { NaatArt } from '../../components/NaatArt';
import { GRID_ART_SIZES } from '../../../contract/artwork';
import { Highlighted } from '../../components/Highlighted';
import { HeartIcon, PauseIcon, PlayIcon, PlayNextIcon, QueueAddIcon } from '../../components/icons';
import type { ListLayout } from '../../components/LayoutToggle';
import { Urdu } from '../../components/Urdu';
import { useNaatActions } from './useNaatActions';
import type { PlayContext } from '../playback/playerSlice';
import { DownloadButton } from '../downloads/DownloadButton';
import { useUnavailableOffline } from '../offline/availability';
import { UnavailableOfflineLabel } from '../offline/UnavailableOfflineLabel';
import { useT } from '../../i18n/useT';
import { t as translate } from '../../i18n/i18n';
import './naatCard.css';

export interface NaatCardProps {
  naat: Naat;
  /** The list the card sits in; playing the card plays through it. */
  playlist?: Naat[];
  layout?: ListLayout;
  /** Marks matches of the search query in the title. */
  query?: string | undefined;
  /** More buttons for the actions area (e.g. download). */
  extraActions?: ReactNode;
  /** Plays with this source instead of 'regular' (the favorites page). */
  source?: 'regular' | 'favorites';
  /** What the list is, for the players' "Playing from". */
  context?: PlayContext | undefined;
  /** On the first screen: its artwork is fetched at once (Lighthouse counts a lazy first-screen image late). */
  eagerArt?: boolean;
}

/** Cards in a list's first row on a wide screen: their artwork is on the first screen. */
export const FIRST_ROW = 4;

export const artistName = (naat: Naat): string => naat.naatKhawan.name || translate('title.unknownArtist');

/** One naat: art with a play button, title, Urdu title, reciter, duration and plays, then its actions. */
export function NaatCard({
  naat,
  playlist,
  layout = 'grid',
  query,
  extraActions,
  source = 'regular',
  context,
  eagerArt = false,
}: NaatCardProps) {
  const t = useT();
  const actions = useNaatActions();
  const isCurrent = useAppSelector((state) => state.player.currentAudio?.id === naat.id);
  const isPlaying = useAppSelector((state) => isCurrent && state.player.isPlaying);
  const isFavorite = useAppSelector((state) => selectIsFavorite(state, naat.id));
  const unavailable = useUnavailableOffline(naat);
  return (
    <article
      className={`naat-card naat-card-${layout} ${isCurrent ? 'is-current' : ''} ${unavailable ? 'is-unavailable-offline' : ''}`}
    >
      <div className="naat-card-art">
        {layout === 'grid' ? (
          <NaatArt naat={naat} size={96} sizes={GRID_ART_SIZES} eager={eagerArt} />
        ) : (
          <NaatArt naat={naat} size={96} eager={eagerArt} />
        )}
        <button
          type="button"
          className="play-fab"
          aria-label={t(isPlaying ? 'card.pause' : 'card.play', { title: naat.title })}
          onClick={() => actions.play(naat, { playlist, source, context })}
          disabled={unavailable && !isCurrent}
        >
          {isPlaying ? <PauseIcon /> : <PlayIcon />}
        </button>
        {isPlaying ? (
          <span className="now-playing-badge">
            <span className="eq" aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {t('card.nowPlaying')}
          </span>
        ) : null}
      </div>
      <div className="naat-card-body">
        <h3 className="naat-card-title" dir="auto">
          <Link to={`/naat/${naat.id}`}>
            <Highlighted text={naat.title} query={query} />
          </Link>
        </h3>
        {naat.urduTitle ? (
          <Urdu as="p" className="naat-card-urdu">
            <Highlighted text={naat.urduTitle} query={query} />
          </Urdu>
        ) : null}
        <p className="naat-card-artist" dir="auto">
          {naat.naatKhawanId ? (
            <Link to={`/naatkhawan/${naat.naatKhawanId}`}>
              <Highlighted text={artistName(naat)} query={query} />
            </Link>
          ) : (
            artistName(naat)
          )}
        </p>
        <p className="naat-card-meta">
          <span>{formatDuration(naat.duration)}</span>
          <span aria-hidden="true">·</span>
          <span>{t('card.plays', { plays: formatCount(naat.playCount) })}</span>
          <UnavailableOfflineLabel naat={naat} />
        </p>
      </div>
      <div className="naat-card-actions">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('card.addToQueue', { title: naat.title })}
          title={t('card.addToQueueShort')}
          onClick={() => actions.enqueue(naat)}
        >
          <QueueAddIcon />
        </button>
        <button
          type="button"
          className="icon-btn"
          // Not 'Play {title} next': that name would contain the play button's 'Play {title}'.
          aria-label={t('card.playNext', { title: naat.title })}
          title={t('card.playNextShort')}
          disabled={isCurrent}
          onClick={() => actions.playNext(naat)}
        >
          <PlayNextIcon />
        </button>
        <button
          type="button"
          className={`icon-btn fav-btn ${isFavorite ? 'is-on' : ''}`}
          aria-label={t(isFavorite ? 'card.removeFavorite' : 'card.addFavorite', { title: naat.title })}
          aria-pressed={isFavorite}
          title={t(isFavorite ? 'favorites.remove' : 'favorites.add')}
          onClick={() => actions.toggleFavorite(naat)}
        >
          <HeartIcon filled={isFavorite} />
        </button>
        <DownloadButton naat={naat} />
        {extraActions}
      </div>
    </article>
  );
}

/** Cards in a grid or a list, each playing through the whole list. */
export function NaatList({
  naats,
  layout = 'grid',
  query,
  source,
  context,
  label,
  eagerArt = 0,
}: {
  naats: Naat[];
  layout?: ListLayout;
  query?: string | undefined;
  source?: 'regular' | 'favorites';
  context?: PlayContext;
  label?: string;
  /** How many cards from the start are on the first screen (their artwork is fetched at once). */
  eagerArt?: number;
}) {
  return (
    <ul className={`naat-list naat-list-${layout}`} aria-label={label}>
      {naats.map((naat, index) => (
        <li key={naat.id}>
          <NaatCard
            naat={naat}
            playlist={naats}
            layout={layout}
            query={query}
            source={source}
            context={context}
            eagerArt={index < eagerArt}
          />
        </li>
      ))}
    </ul>
  );
}
