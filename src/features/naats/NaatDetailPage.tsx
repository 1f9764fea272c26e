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
import { selectIsFavorite } from '../favorites/favoritesSlice';
import { NaatLyricsSection } from '../lyrics/NaatLyricsSection';

const ShareDialog = lazy(() => import('../share/ShareDialog'));
// Only a naat that does not exist needs it.
const NotFoundView = lazy(() => import('../notfound/NotFoundView'));

// One formatter, made while the page's code loads: toLocaleDateString would build a new one during the
// page's render, its most expensive step.
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** One naat: play, queue, favorite and share, its details, description and lyrics. */
export default function NaatDetailPage() {
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
  if (isLoading) return <Loading text="Loading Naat..." />;
  if (isError || !naat) {
    return (
      <ErrorState
        title="Naat not found"
        message={errorMessage(error, 'Naat not found')}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <div className="container page naat-detail">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {naat.naatKhawanId ? (
            <li>
              <Link to={`/naatkhawan/${naat.naatKhawanId}`}>{artistName(naat)}</Link>
            </li>
          ) : null}
          <li aria-current="page">{naat.title}</li>
        </ol>
      </nav>
      <div className="naat-hero">
        <NaatArt naat={naat} size={256} className="naat-hero-art" />
        <div className="naat-hero-body">
          <h1>{naat.title}</h1>
          {naat.urduTitle ? (
            <Urdu as="p" className="naat-hero-urdu">
              {naat.urduTitle}
            </Urdu>
          ) : null}
          <p className="naat-hero-artist">
            {naat.naatKhawanId ? (
              <Link to={`/naatkhawan/${naat.naatKhawanId}`}>{artistName(naat)}</Link>
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
              {isPlaying ? 'Now Playing' : 'Play Naat'}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => actions.enqueue(naat)}>
              <QueueAddIcon size={18} /> Add to Queue
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={isCurrent}
              onClick={() => actions.playNext(naat)}
            >
              <PlayNextIcon size={18} /> Play Next
            </button>
            {/* RadioFromButton's markup, written out: a module shared with the reciter page would be a chunk
                of its own, one more script on this page's first visit. */}
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                void import('../home/radioStart').then(({ startRadio }) =>
                  dispatch(startRadio({ kind: 'naat', id: naat.id, name: naat.title })),
                )
              }
            >
              <RadioIcon size={18} /> Radio from this naat
            </button>
            <button
              type="button"
              className={`icon-btn icon-btn-lg fav-btn ${isFavorite ? 'is-on' : ''}`}
              aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
              aria-pressed={isFavorite}
              onClick={() => actions.toggleFavorite(naat, true)}
            >
              <HeartIcon filled={isFavorite} />
            </button>
            <button
              type="button"
              className="icon-btn icon-btn-lg"
              aria-label="Share"
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
          <dt>Category</dt>
          <dd>{naat.category ?? 'Naat'}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{formatDuration(naat.duration)}</dd>
        </div>
        <div>
          <dt>Plays</dt>
          <dd>{formatCount(naat.playCount)}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>{formatDate(naat.createdAt)}</dd>
        </div>
      </dl>

      <section className="naat-about" aria-labelledby="about-naat">
        <h2 id="about-naat">About this Naat</h2>
        <p>{naat.description ?? `${naat.title} by ${artistName(naat)}.`}</p>
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
