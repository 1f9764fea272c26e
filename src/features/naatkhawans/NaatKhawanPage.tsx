import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useGetNaatKhawanAudiosQuery, useGetNaatKhawanQuery } from '../../api/publicApi';
import { useAppDispatch } from '../../app/hooks';
import { Art } from '../../components/Art';
import { PlayIcon } from '../../components/icons';
import { LayoutToggle, type ListLayout } from '../../components/LayoutToggle';
import { NaatList } from '../naats/NaatCard';
import { Pagination } from '../../components/Pagination';
import { EmptyState, ErrorState, Loading } from '../../components/StatusViews';
import { Urdu } from '../../components/Urdu';
import { errorMessage, isNotFound } from '../../lib/errorMessage';
import { ALPHABET, guardLetter, isPageAllowed, parsePageParam } from '../../lib/guards';
import { reciterPath } from '../../lib/paths';
import { ReciterDownloadAll } from '../downloads/DownloadAll';
import { playReciterAll } from '../naats/naatThunks';

// Only a reciter that does not exist needs it.
const NotFoundView = lazy(() => import('../notfound/NotFoundView'));

function LetterFilter({
  id,
  active,
  available,
}: {
  id: number;
  active: string | null;
  available: readonly string[];
}) {
  const navigate = useNavigate();
  const go = (letter: string | null) => {
    if (letter === null || guardLetter(letter, available)) void navigate(reciterPath(id, letter, 1));
  };
  return (
    <div className="letter-filter" role="group" aria-label="Filter by first letter">
      <button
        type="button"
        className="letter-btn letter-all"
        aria-pressed={active === null}
        onClick={() => go(null)}
      >
        All
      </button>
      {ALPHABET.map((letter) => (
        <button
          key={letter}
          type="button"
          className="letter-btn"
          aria-pressed={active === letter}
          disabled={!guardLetter(letter, available)}
          onClick={() => go(letter)}
        >
          {letter}
        </button>
      ))}
    </div>
  );
}

/** A reciter and their naats: breadcrumb, Play All, A-Z filter, 15 per page. */
export default function NaatKhawanPage() {
  const params = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [layout, setLayout] = useState<ListLayout>('grid');
  const id = parsePageParam(params.id);
  const page = parsePageParam(params.page);
  const rawLetter = params.letter?.toUpperCase() ?? null;
  const letter = rawLetter && /^[A-Z]$/.test(rawLetter) ? rawLetter : null;
  const validParams = id !== null && page !== null && (params.letter === undefined || letter !== null);

  const reciter = useGetNaatKhawanQuery(id ?? 0, { skip: id === null });
  const audios = useGetNaatKhawanAudiosQuery(
    { id: id ?? 0, page: page ?? 1, initial: letter },
    { skip: !validParams },
  );

  if (id === null || (reciter.isError && isNotFound(reciter.error)))
    return (
      <Suspense fallback={<Loading />}>
        <NotFoundView variant="naatkhawan" />
      </Suspense>
    );
  // A bad page or letter in the address shows the reciter's first page.
  if (!validParams) return <Navigate to={`/naatkhawan/${id}`} replace />;
  if (reciter.isLoading) return <Loading text="Loading NaatKhawan..." />;
  if (reciter.isError || !reciter.data) {
    return (
      <ErrorState
        title="Unable to load NaatKhawan"
        message={errorMessage(reciter.error, '')}
        onRetry={() => void reciter.refetch()}
      />
    );
  }
  const naatKhawan = reciter.data;
  // The list and guards use this page's answer only; the letter buttons may use the last one meanwhile.
  const result = audios.currentData;
  const letters = (audios.currentData ?? audios.data)?.availableLetters ?? [];
  if (result && letter && !guardLetter(letter, result.availableLetters)) {
    return <Navigate to={reciterPath(id, null, 1)} replace />;
  }
  if (result && page > 1 && !isPageAllowed(page, result.totalPages)) {
    return <Navigate to={reciterPath(id, letter, 1)} replace />;
  }

  const changePage = (next: number) => {
    if (result && isPageAllowed(next, result.totalPages)) void navigate(reciterPath(id, letter, next));
  };

  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/naatkhawans">Naat Khawans</Link>
          </li>
          <li aria-current="page">{naatKhawan.name}</li>
        </ol>
      </nav>
      <header className="profile">
        <Art name={naatKhawan.name} image={naatKhawan.image} round className="profile-art" />
        <div className="profile-body">
          <h1>Naats by {naatKhawan.name}</h1>
          {naatKhawan.urduName ? (
            <Urdu as="p" className="profile-urdu">
              {naatKhawan.urduName}
            </Urdu>
          ) : null}
          <p className="profile-meta">
            <span>{naatKhawan.audioCount} Naats</span>
            {naatKhawan.birthPlace ? <span>{naatKhawan.birthPlace}</span> : null}
            <span>Language: Urdu</span>
          </p>
          {naatKhawan.bio ? <p className="profile-bio">{naatKhawan.bio}</p> : null}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void dispatch(playReciterAll(id, letter))}
            disabled={!result || result.total === 0}
          >
            <PlayIcon size={18} /> Play All
          </button>
          <ReciterDownloadAll naatKhawanId={id} name={naatKhawan.name} />
        </div>
      </header>

      <div className="toolbar">
        <LetterFilter id={id} active={letter} available={letters} />
        <LayoutToggle value={layout} onChange={setLayout} />
      </div>

      {(audios.isFetching || audios.isUninitialized) && !result ? (
        <Loading text="Loading naats..." />
      ) : !result ? (
        <ErrorState
          title="Unable to load NaatKhawan"
          message={errorMessage(audios.error, '')}
          onRetry={() => void audios.refetch()}
        />
      ) : result.items.length === 0 ? (
        <EmptyState title="No audio files available for this NaatKhawan" />
      ) : (
        <>
          <p className="list-count" aria-live="polite">
            Page {page} of {result.totalPages} · {result.total} Naats
            {letter ? ` starting with ${letter}` : ''}
          </p>
          <NaatList naats={result.items} layout={layout} label={`Naats by ${naatKhawan.name}`} />
          <Pagination page={page} totalPages={result.totalPages} onChange={changePage} variant="window" />
        </>
      )}
    </div>
  );
}
