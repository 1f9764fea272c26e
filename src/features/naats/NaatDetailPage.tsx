import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/links';
import { useGetNaatQuery } from '../../api/publicApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NaatArt } from '../../components/NaatArt';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import {
  HeartIcon,
  PauseIcon,
  PlayIcon,
  PlayNextIcon,
  QueueAddIcon,
  RadioIcon,
  ShareIcon,
} from '../../components/icons';
import { artistName } from './NaatCard';
import { ErrorState, Loading } from '../../components/StatusViews';
import { Urdu } from '../../components/Urdu';
import { useNaatActions } from './useNaatActions';
import { formatCount } from '../../lib/count';
import { formatDuration } from '../../lib/duration';
import { errorMessage, isNotFound } from '../../lib/errorMessage';
import { parsePageParam } from '../../lib/guards';
import { parseStartAt } from '../../lib/startAt';
import { DownloadButton } from '../downloads/DownloadButton';
import { selectIsFavorite } from '../playback/favoritesSlice';
import { NaatLyricsSection } from '../lyrics/NaatLyricsSection';
import { useT } from '../../i18n/useT';
import { formatDate as formatCalendarDate } from '../../i18n/format';
import './naatDetail.css';

const ShareDialog = lazy(() => import('../share/ShareDialog'));
// Only a naat that does not exist needs it.
const NotFoundView = lazy(() => import('../notfound/NotFoundView'));

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatCalendarDate(date, 'long');
}

/** One naat: play, queue, favorite and share, its details, description and lyrics. */
export default function NaatDetailPage() {
  const t = useT();
  const params = useParams();
  const id = parsePageParam(params.id);
  const [searchParams] = useSearchParams();
  const { data: naat, isLoading, isError, error, refetch } = useGetNaatQuery(id ?? 0, { skip: id === null });
  const actions = useNaatActions();
  const dispatch = useAppDispatch();
  const isCurrent = useAppSelector(
    (state) => naat !== undefined && state.player.currentAudio?.id === naat.id,
  );
  const isPlaying = useAppSelector((state) => isCurrent && state.player.isPlaying);
  // The moment offered by the share dialog: where the playing naat is now, in whole seconds.
  const playingAt = useAppSelector((state) => (isCurrent ? Math.floor(state.player.currentTime) : 0));
  const isFavorite = useAppSelector((state) => naat !== undefined && selectIsFavorite(state, naat.id));
  const [sharing, setSharing] = useState(false);

  if (id === null || (isError && isNotFound(error)))
    return (
      <Suspense fallback={<Loading />}>
        <NotFoundView variant="naat" />
      </Suspense>
    );
  if (isLoading) return <Loading text={t('naat.loading')} />;
  if (isError || !naat) {
    return (
      <ErrorState
        title={t('naat.notFound')}
        message={errorMessage(error, t('naat.notFound'))}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <div className="container page naat-detail">
      <nav aria-label={t('naat.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('nav.home')}</Link>
          </li>
          {naat.naatKhawanId ? (
            <li>
              <Link to={`/naatkhawan/${naat.naatKhawanId}`} dir="auto">
                {artistName(naat)}
              </Link>
            </li>
          ) : null}
          <li aria-current="page" dir="auto">
            {naat.title}
          </li>
        </ol>
      </nav>
      <div className="naat-hero">
        <NaatArt naat={naat} size={256} className="naat-hero-art" eager />
        <div className="naat-hero-body">
          <h1 dir="auto">{naat.title}</h1>
          {naat.urduTitle ? (
            <Urdu as="p" className="naat-hero-urdu">
              {naat.urduTitle}
            </Urdu>
          ) : null}
          <p className="naat-hero-artist">
            {naat.naatKhawanId ? (
              <Link to={`/naatkhawan/${naat.naatKhawanId}`} dir="auto">
                {artistName(naat)}
              </Link>
            ) : (
              artistName(naat)
            )}
          </p>
          <div className="naat-hero-actions">
            <button
              type="button"
              className="btn btn-primary btn-lg"
              onClick={() =>
                actions.play(naat, {
                  startAt: parseStartAt(searchParams.get('t'), naat.duration) ?? undefined,
                })
              }
              aria-pressed={isPlaying}
            >
              {isPlaying ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
              {t(isPlaying ? 'naat.nowPlaying' : 'naat.play')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => actions.enqueue(naat)}>
              <QueueAddIcon size={18} /> {t('naat.addToQueue')}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={isCurrent}
              onClick={() => actions.playNext(naat)}
            >
              <PlayNextIcon size={18} /> {t('naat.playNext')}
            </button>
            {/* RadioFromButton's markup, written out: a module shared with the reciter page would be a chunk
                of its own, one more script on this page's first visit. */}
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                void import('../radio/radioStart').then(({ startRadio }) =>
                  dispatch(startRadio({ kind: 'naat', id: naat.id, name: naat.title })),
                )
              }
            >
              <RadioIcon size={18} /> {t('naat.radio')}
            </button>
            <button
              type="button"
              className={`icon-btn icon-btn-lg fav-btn ${isFavorite ? 'is-on' : ''}`}
              aria-label={t(isFavorite ? 'favorites.remove' : 'favorites.add')}
              aria-pressed={isFavorite}
              onClick={() => actions.toggleFavorite(naat, true)}
            >
              <HeartIcon filled={isFavorite} />
            </button>
            <button
              type="button"
              className="icon-btn icon-btn-lg"
              aria-label={t('naat.share')}
              aria-haspopup="dialog"
              onClick={() => setSharing(true)}
            >
              <ShareIcon />
            </button>
            <DownloadButton naat={naat} variant="full" />
          </div>
        </div>
      </div>

      <dl className="naat-facts">
        <div>
          <dt>{t('naat.category')}</dt>
          <dd>{naat.category ?? t('naat.defaultCategory')}</dd>
        </div>
        <div>
          <dt>{t('naat.duration')}</dt>
          <dd>{formatDuration(naat.duration)}</dd>
        </div>
        <div>
          <dt>{t('naat.plays')}</dt>
          <dd>{formatCount(naat.playCount)}</dd>
        </div>
        <div>
          <dt>{t('naat.added')}</dt>
          <dd>{formatDate(naat.createdAt)}</dd>
        </div>
      </dl>

      <section className="naat-about" aria-labelledby="about-naat">
        <h2 id="about-naat">{t('naat.about')}</h2>
        {/* The catalogue's text is in its own language: an English one reads left to right in Urdu too. */}
        <p dir="auto">
          {naat.description ?? t('naat.defaultDescription', { title: naat.title, artist: artistName(naat) })}
        </p>
      </section>

      {naat.lyrics ? <NaatLyricsSection naat={naat} /> : null}

      {sharing ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <ShareDialog
              title={naat.title}
              text={`${naat.title} - ${artistName(naat)}`}
              url={`${window.location.origin}/naat/${naat.id}`}
              startAt={isCurrent && playingAt > 0 ? playingAt : null}
              onClose={() => setSharing(false)}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
