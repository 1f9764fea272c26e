import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from '../../components/links';
import {
  HOME_SECTION_SIZE,
  useGetPopularQuery,
  useGetRecentQuery,
  useGetTopRecitersQuery,
} from '../../api/publicApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Deferred } from '../../components/Deferred';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PauseIcon, RadioIcon } from '../../components/icons';
import { FIRST_ROW, NaatList } from '../naats/NaatCard';
import { ErrorState, Loading } from '../../components/StatusViews';
import { readAppName } from '../../lib/appName';
import { errorMessage } from '../../lib/errorMessage';
import { ReciterList } from '../reciters/ReciterCard';
import { setPlaying, type PlayContext } from '../playback/playerSlice';
import { isRadioPlaylist } from '../radio/radio';
import { readSavedKey } from '../../lib/savedState';
import { useT } from '../../i18n/useT';
import './home.css';

// Only a device that has listened to something needs it.
const ContinueListening = lazy(() => import('./ContinueListening'));

const POPULAR: PlayContext = { kind: 'popular' };
const RECENT: PlayContext = { kind: 'recent' };

/** The saved listening history (player/listeningHistory.ts), read as it is; null while there is none. */
function useSavedListening(): unknown {
  const [saved, setSaved] = useState<unknown>(null);
  useEffect(() => {
    readSavedKey('listeningHistory').then(
      (value) => Array.isArray(value) && value.length > 0 && setSaved(value),
      // Storage that fails has nothing to continue; the rest of Home does not depend on it.
      () => undefined,
    );
  }, []);
  return saved;
}

function Section({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const t = useT();
  const id = `home-${to.slice(1)}`;
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <Link to={to} className="btn btn-ghost btn-sm" aria-label={t('home.viewAllOf', { section: title })}>
          {t('home.viewAll')}
        </Link>
      </div>
      {children}
    </section>
  );
}

function RadioButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const radioPlaying = useAppSelector((state) => state.player.isPlaying && isRadioPlaylist(state));
  return (
    <button
      type="button"
      className="btn btn-gold btn-lg"
      onClick={() =>
        radioPlaying
          ? dispatch(setPlaying(false))
          : void import('../radio/radioStart').then(({ startRadio }) => dispatch(startRadio()))
      }
    >
      {radioPlaying ? <PauseIcon /> : <RadioIcon />}
      {t(radioPlaying ? 'home.pause' : 'home.startListening')}
    </button>
  );
}

export default function HomePage() {
  const t = useT();
  const saved = useSavedListening();
  const hasCurrent = useAppSelector((state) => state.player.currentAudio !== null);
  const popular = useGetPopularQuery({ limit: HOME_SECTION_SIZE });
  const reciters = useGetTopRecitersQuery(HOME_SECTION_SIZE);
  const recent = useGetRecentQuery({ limit: HOME_SECTION_SIZE });
  const queries = [popular, reciters, recent];

  let content: ReactNode;
  if (queries.some((query) => query.isLoading)) content = <Loading text={t('home.loading')} />;
  else if (queries.some((query) => query.isError)) {
    const failed = queries.find((query) => query.isError);
    content = (
      <ErrorState
        title={t('naats.loadError')}
        message={errorMessage(failed?.error, '')}
        onRetry={() => queries.forEach((query) => void query.refetch())}
      />
    );
  } else {
    content = (
      <>
        <Section title={t('home.popular')} to="/popular">
          <NaatList
            naats={popular.data?.items ?? []}
            label={t('home.popular')}
            context={POPULAR}
            eagerArt={FIRST_ROW}
          />
        </Section>
        <Section title={t('home.topReciters')} to="/naatkhawans">
          <ReciterList reciters={reciters.data ?? []} label={t('home.topReciters')} />
        </Section>
        <Section title={t('home.recent')} to="/recent">
          <NaatList naats={recent.data?.items ?? []} label={t('home.recent')} context={RECENT} />
        </Section>
      </>
    );
  }

  return (
    <div className="home">
      <section className="hero">
        <div className="container hero-inner">
          <p className="hero-kicker">{t('home.kicker')}</p>
          <h1>{readAppName()}</h1>
          <p className="hero-lead">{t('home.lead')}</p>
          <div className="hero-actions">
            <RadioButton />
            <Link to="/naatkhawans" className="btn btn-outline-light btn-lg">
              {t('home.reciters')}
            </Link>
          </div>
        </div>
      </section>
      <div className="container">
        {saved !== null || hasCurrent ? (
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <ContinueListening saved={saved} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
        <Deferred>{content}</Deferred>
      </div>
    </div>
  );
}
