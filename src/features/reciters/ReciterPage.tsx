import { lazy, Suspense, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/links';
import { useGetReciterAudiosQuery, useGetReciterQuery } from '../../api/publicApi';
import { useAppDispatch } from '../../app/hooks';
import { Art } from '../../components/Art';
import { PlayIcon } from '../../components/icons';
import { LayoutToggle, type ListLayout } from '../../components/LayoutToggle';
import { NaatList } from '../naats/NaatCard';
import { Pagination } from '../../components/Pagination';
import { EmptyState, ErrorState, Loading } from '../../components/StatusViews';
import { Urdu } from '../../components/Urdu';
import { errorMessage, isNotFound } from '../../lib/errorMessage';
import { useScrollToList } from '../../components/listScroll';
import { TO_LIST } from '../../components/listScrollIntent';
import { guardLetter, isPageAllowed, parsePageParam } from '../../lib/guards';
import { reciterPath } from '../../lib/paths';
import { DEFAULT_RECITER_SORT, parseReciterSort, type ReciterSort } from '../../lib/reciterSort';
import { ReciterDownloadAll } from '../downloads/DownloadAll';
import { playReciterAll } from '../playback/naatThunks';
import { RadioFromButton } from '../radio/RadioFromButton';
import { LetterFilter } from './LetterFilter';
import { ReciterSortSelect } from './ReciterSortSelect';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';
import { useT } from '../../i18n/useT';
import './reciterPage.css';

// Only a reciter that does not exist needs it.
const NotFoundView = lazy(() => import('../notfound/NotFoundView'));

/** A reciter and their naats: breadcrumb, Play All, A-Z filter, sort, 15 per page. */
export default function ReciterPage() {
  const t = useT();
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const listTop = useRef<HTMLDivElement>(null);
  const dispatch = useAppDispatch();
  const [layout, setLayout] = useState<ListLayout>('grid');
  const id = parsePageParam(params.id);
  const page = parsePageParam(params.page);
  const rawLetter = params.letter?.toUpperCase() ?? null;
  const letter = rawLetter && /^[A-Z]$/.test(rawLetter) ? rawLetter : null;
  const validParams = id !== null && page !== null && (params.letter === undefined || letter !== null);
  const askedSort = parseReciterSort(query.get('sort'));
  const sort: ReciterSort = askedSort ?? DEFAULT_RECITER_SORT;

  const reciterQuery = useGetReciterQuery(id ?? 0, { skip: id === null });
  const audios = useGetReciterAudiosQuery(
    { id: id ?? 0, page: page ?? 1, initial: letter, sort: askedSort ?? null },
    { skip: !validParams },
  );
  useScrollToList(listTop, audios.currentData !== undefined);

  if (id === null || (reciterQuery.isError && isNotFound(reciterQuery.error)))
    return (
      <Suspense fallback={<Loading />}>
        <NotFoundView variant="reciter" />
      </Suspense>
    );
  // A bad page or letter in the address shows the reciter's first page.
  if (!validParams) return <Navigate to={`/naatkhawan/${id}`} replace />;
  // An unknown sort is dropped from the address, the rest of it kept.
  if (askedSort === undefined) return <Navigate to={reciterPath(id, letter, page)} replace />;
  if (reciterQuery.isLoading) return <Loading text={t('reciter.loading')} />;
  if (reciterQuery.isError || !reciterQuery.data) {
    return (
      <ErrorState
        title={t('reciter.loadFailed')}
        message={errorMessage(reciterQuery.error, '')}
        onRetry={() => void reciterQuery.refetch()}
      />
    );
  }
  const reciter = reciterQuery.data;
  // The list and guards use this page's answer only; the letter buttons may use the last one meanwhile.
  const result = audios.currentData;
  const letters = (audios.currentData ?? audios.data)?.availableLetters ?? [];
  if (result && letter && !guardLetter(letter, result.availableLetters)) {
    return <Navigate to={reciterPath(id, null, 1, sort)} replace />;
  }
  if (result && page > 1 && !isPageAllowed(page, result.totalPages)) {
    return <Navigate to={reciterPath(id, letter, 1, sort)} replace />;
  }

  const loading = (audios.isFetching || audios.isUninitialized) && !result;
  const failed = !loading && !result;
  const empty = result?.items.length === 0;

  // Moves within the list keep the sort and show the list, not the top of the page.
  const show = (nextLetter: string | null, nextPage: number, nextSort: ReciterSort) =>
    void navigate(reciterPath(id, nextLetter, nextPage, nextSort), { state: TO_LIST });
  const changePage = (next: number) => {
    if (result && isPageAllowed(next, result.totalPages)) show(letter, next, sort);
  };
  const selectLetter = (next: string | null) => {
    if (next === null || guardLetter(next, letters)) show(next, 1, sort);
  };

  return (
    <div className="container page">
      <nav aria-label={t('reciter.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('reciter.breadcrumbHome')}</Link>
          </li>
          <li>
            <Link to="/naatkhawans">{t('reciter.breadcrumbAll')}</Link>
          </li>
          <li aria-current="page">{reciter.name}</li>
        </ol>
      </nav>
      <header className="profile">
        <Art name={reciter.name} image={reciter.image} round className="profile-art" />
        <div className="profile-body">
          <h1>{t('reciter.heading', { name: reciter.name })}</h1>
          {reciter.urduName ? (
            <Urdu as="p" className="profile-urdu">
              {reciter.urduName}
            </Urdu>
          ) : null}
          <p className="profile-meta">
            <span>{t('reciter.count', { count: reciter.audioCount })}</span>
            {reciter.birthPlace ? <span>{reciter.birthPlace}</span> : null}
            <span>{t('reciter.language')}</span>
          </p>
          {reciter.bio ? (
            <p className="profile-bio" dir="auto">
              {reciter.bio}
            </p>
          ) : null}
          <div className="profile-actions">
            <button
              type="button"
              className="btn btn-primary"
              {...TOASTS_AVOID}
              onClick={() =>
                void dispatch(playReciterAll({ id, name: reciter.name }, letter, askedSort ?? null))
              }
              disabled={!result || result.total === 0}
            >
              <PlayIcon size={18} /> {t('reciter.playAll')}
            </button>
            <ReciterDownloadAll naatKhawanId={id} name={reciter.name} />
            <RadioFromButton
              from={{ kind: 'reciter', id, name: reciter.name }}
              disabled={!result || result.total === 0}
            >
              {t('reciter.radio')}
            </RadioFromButton>
          </div>
        </div>
      </header>

      <div className="toolbar" ref={listTop}>
        <LetterFilter active={letter} available={letters} onSelect={selectLetter} />
        <LayoutToggle value={layout} onChange={setLayout} />
      </div>

      {/* The sort stays while a new order loads, so the select keeps the focus of a keyboard user. */}
      {failed || empty ? null : (
        <div className="list-head">
          <p className="list-count" aria-live="polite">
            {result
              ? letter
                ? t('reciter.listCountLetter', {
                    page,
                    totalPages: result.totalPages,
                    total: result.total,
                    letter,
                  })
                : t('reciter.listCount', { page, totalPages: result.totalPages, total: result.total })
              : null}
          </p>
          <ReciterSortSelect value={sort} onChange={(next) => show(letter, 1, next)} />
        </div>
      )}
      {loading ? (
        <Loading text={t('reciter.loadingNaats')} />
      ) : !result ? (
        <ErrorState
          title={t('reciter.naatsLoadFailed')}
          message={errorMessage(audios.error, '')}
          onRetry={() => void audios.refetch()}
        />
      ) : empty ? (
        <EmptyState title={t('reciter.noAudio')} />
      ) : (
        <>
          <NaatList
            naats={result.items}
            layout={layout}
            label={t('reciter.listLabel', { name: reciter.name })}
            context={{ kind: 'reciter', id, name: reciter.name }}
          />
          <Pagination page={page} totalPages={result.totalPages} onChange={changePage} variant="window" />
        </>
      )}
    </div>
  );
}
