import { useState, type SyntheticEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  SEARCH_PAGE_SIZE,
  useSearchRecitersQuery,
  useSearchNaatsQuery,
  type SearchArgs,
} from '../../api/publicApi';
import { SearchIcon } from '../../components/icons';
import { ClearSearchButton } from './ClearSearchButton';
import { NaatCard } from '../naats/NaatCard';
import { EmptyState, ErrorState, Loading } from '../../components/StatusViews';
import { errorMessage } from '../../lib/errorMessage';
import { ReciterCard } from '../reciters/ReciterCard';
import { searchPath } from './searchRules';
import { useT } from '../../i18n/useT';
import './searchForm.css';
import './searchPage.css';

const args = (q: string, page: number): SearchArgs => ({ q, page, limit: SEARCH_PAGE_SIZE });
const pages = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** One loaded page of naat results; pages render one after another in the same grid. */
function NaatChunk({ q, page }: { q: string; page: number }) {
  const { currentData } = useSearchNaatsQuery(args(q, page));
  const items = currentData?.items ?? [];
  return (
    <>
      {items.map((naat) => (
        <li key={naat.id}>
          <NaatCard naat={naat} playlist={items} query={q} context={{ kind: 'search', query: q }} />
        </li>
      ))}
    </>
  );
}

function ReciterChunk({ q, page }: { q: string; page: number }) {
  const { currentData } = useSearchRecitersQuery(args(q, page));
  return (
    <>
      {(currentData?.items ?? []).map((reciter) => (
        <li key={reciter.id}>
          <ReciterCard reciter={reciter} query={q} />
        </li>
      ))}
    </>
  );
}

function LoadMore({ busy, onClick, label }: { busy: boolean; onClick: () => void; label: string }) {
  const t = useT();
  return (
    <div className="load-more">
      <button
        type="button"
        className="btn btn-outline"
        onClick={onClick}
        disabled={busy}
        aria-label={busy ? undefined : label}
      >
        {busy ? t('search.loadingMore') : t('search.loadMore')}
      </button>
    </div>
  );
}

/** Results for one query; keyed by the query, so a new query starts both sections at page 1. */
function SearchResults({ q }: { q: string }) {
  const t = useT();
  const [naatPages, setNaatPages] = useState(1);
  const [reciterPages, setReciterPages] = useState(1);
  const naatsFirst = useSearchNaatsQuery(args(q, 1));
  const recitersFirst = useSearchRecitersQuery(args(q, 1));
  const naatsLast = useSearchNaatsQuery(args(q, naatPages));
  const recitersLast = useSearchRecitersQuery(args(q, reciterPages));
  const busy = [naatsFirst, recitersFirst, naatsLast, recitersLast].some((query) => query.isFetching);

  const heading = (
    <h1 className="search-heading">
      {t('search.resultsFor', { query: q })}
      {busy ? <span className="searching"> {t('search.searching')}</span> : null}
    </h1>
  );

  const failed = naatsFirst.isError ? naatsFirst : recitersFirst.isError ? recitersFirst : null;
  if (failed) {
    return (
      <>
        {heading}
        <ErrorState
          title={errorMessage(failed.error, t('search.failed'))}
          onRetry={() => {
            void naatsFirst.refetch();
            void recitersFirst.refetch();
          }}
        />
      </>
    );
  }
  const naatResult = naatsFirst.currentData;
  const reciterResult = recitersFirst.currentData;
  if (!naatResult || !reciterResult) {
    return (
      <>
        {heading}
        <Loading text={t('search.searchingLoading')} />
      </>
    );
  }

  const total = naatResult.total + reciterResult.total;
  if (total === 0) {
    return (
      <>
        {heading}
        <EmptyState title={t('search.emptyTitle')} icon={<SearchIcon size={40} />}>
          <p>{t('search.emptyText')}</p>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {heading}
      <p className="search-summary">
        {t('search.summary', { total, reciters: reciterResult.total, naats: naatResult.total })}
      </p>
      {reciterResult.total > 0 ? (
        <section className="search-section" aria-labelledby="results-reciters">
          <h2 id="results-reciters">{t('search.resultsReciters')}</h2>
          <ul className="reciter-list reciter-list-grid">
            {pages(reciterPages).map((page) => (
              <ReciterChunk key={page} q={q} page={page} />
            ))}
          </ul>
          {reciterPages < reciterResult.totalPages ? (
            <LoadMore
              busy={recitersLast.isFetching}
              label={t('search.loadMoreReciters')}
              onClick={() => setReciterPages((count) => count + 1)}
            />
          ) : null}
        </section>
      ) : null}
      {naatResult.total > 0 ? (
        <section className="search-section" aria-labelledby="results-naats">
          <h2 id="results-naats">{t('search.resultsNaats')}</h2>
          <ul className="naat-list naat-list-grid">
            {pages(naatPages).map((page) => (
              <NaatChunk key={page} q={q} page={page} />
            ))}
          </ul>
          {naatPages < naatResult.totalPages ? (
            <LoadMore
              busy={naatsLast.isFetching}
              label={t('search.loadMoreNaats')}
              onClick={() => setNaatPages((count) => count + 1)}
            />
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** /search?q=: both result sections for a non-blank trimmed query. */
export default function SearchPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const [shownQuery, setShownQuery] = useState(q);
  // Keep the box in step when the address changes (e.g. a search from the overlay).
  if (shownQuery !== q) {
    setShownQuery(q);
    setText(q);
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (text.trim()) void navigate(searchPath(text));
  };
  return (
    <div className="container page search-page">
      <form className="search-form search-form-inline" role="search" onSubmit={submit}>
        <SearchIcon className="search-form-icon" />
        <input
          type="search"
          dir="auto"
          aria-label={t('search.pageInputLabel')}
          placeholder={t('search.pagePlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
        />
        {text ? <ClearSearchButton onClear={() => setText('')} /> : null}
        <button type="submit" className="btn btn-primary">
          {t('search.submit')}
        </button>
      </form>
      {q ? (
        <SearchResults key={q} q={q} />
      ) : (
        <EmptyState title={t('search.startTitle')} icon={<SearchIcon size={40} />}>
          <p>{t('search.startText')}</p>
        </EmptyState>
      )}
    </div>
  );
}
