import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { ListResult } from '../../api/normalize';
import type { Naat } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { PlayIcon } from '../../components/icons';
import { ShuffleIcon } from '../../components/controlIcons';
import { Deferred } from '../../components/Deferred';
import { LayoutToggle, type ListLayout } from '../../components/LayoutToggle';
import { FIRST_ROW, NaatList } from './NaatCard';
import { Pagination } from '../../components/Pagination';
import { EmptyState, ErrorState, Loading } from '../../components/StatusViews';
import { errorMessage } from '../../lib/errorMessage';
import {
  isPageAllowed,
  parsePageParam,
  RANKED_MAX_ITEMS,
  RANKED_MAX_PAGES,
  RANKED_PAGE_SIZE,
} from '../../lib/guards';
import { shownRange, totalPagesFor } from '../../lib/pagination';
import { rankedPath } from '../../lib/paths';
import { playList } from '../playback/naatThunks';
import type { PlayContext } from '../playback/playerSlice';
import { shuffleDownloads } from '../downloads/offlinePlay';
import { useOnline } from '../offline/useOnline';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/i18n';

export interface RankedTexts {
  /** 'Popular Naats' / 'Recent Naats'. */
  title: MessageId;
  loading: MessageId;
  emptyTitle: MessageId;
  emptyMessage: MessageId;
}

interface QueryState {
  currentData?: ListResult<Naat> | undefined;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Popular and recent naats: 15 a page, at most 100 items (7 pages). Page 1 lives at the base path, others at
 * {base}/page/{n}; changing page replaces history. A page beyond 7 (or beyond the last) is ignored: buttons
 * never go there and an address asking for it shows page 1.
 */
export function RankedNaatsPage({
  basePath,
  texts,
  useList,
}: {
  basePath: '/popular' | '/recent';
  texts: RankedTexts;
  useList: (args: { page: number; limit: number }) => QueryState;
}) {
  const t = useT();
  const params = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const context: PlayContext = { kind: basePath === '/popular' ? 'popular' : 'recent' };
  const online = useOnline();
  const [layout, setLayout] = useState<ListLayout>('grid');
  const requested = parsePageParam(params.page, RANKED_MAX_PAGES);
  const page = requested ?? 1;
  const query = useList({ page, limit: RANKED_PAGE_SIZE });

  if (requested === null || (params.page !== undefined && requested === 1)) {
    return <Navigate to={basePath} replace />;
  }
  const result = query.currentData;
  const total = Math.min(result?.total ?? 0, RANKED_MAX_ITEMS);
  const totalPages = Math.min(totalPagesFor(total, RANKED_PAGE_SIZE), RANKED_MAX_PAGES);
  if (result && page > 1 && !isPageAllowed(page, totalPages, RANKED_MAX_PAGES)) {
    return <Navigate to={basePath} replace />;
  }

  const changePage = (next: number) => {
    if (!isPageAllowed(next, totalPages, RANKED_MAX_PAGES)) return;
    void navigate(rankedPath(basePath, next), { replace: true });
    window.scrollTo(0, 0);
  };
  const items = result?.items ?? [];
  const { from, to } = shownRange(page, RANKED_PAGE_SIZE, total);

  let body;
  if (!result && query.isFetching) body = <Loading text={t(texts.loading)} />;
  else if (query.isError || !result) {
    body = (
      <ErrorState
        title={t('naats.loadError')}
        message={errorMessage(query.error, '')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState title={t(texts.emptyTitle)}>
        <p>{t(texts.emptyMessage)}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        {/* The cards' titles are h3: a heading level between them and the page's h1 keeps the outline whole. */}
        <h2 className="visually-hidden">{t('naats.onThisPage')}</h2>
        <NaatList
          naats={items}
          layout={layout}
          label={t(texts.title)}
          context={context}
          eagerArt={FIRST_ROW}
        />
        <Pagination page={page} totalPages={totalPages} onChange={changePage} />
      </>
    );
  }

  return (
    <div className="container page">
      <div className="page-head">
        <div>
          <h1>{t(texts.title)}</h1>
          {result ? (
            <p className="page-sub" aria-live="polite">
              {total > 0
                ? t('naats.showing', { from, to, total, list: t(texts.title) })
                : t(texts.emptyTitle)}
            </p>
          ) : null}
        </div>
        <div className="page-tools" {...TOASTS_AVOID}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!result}
            onClick={() =>
              dispatch(
                playList({
                  naats: items,
                  context,
                  message: (n) => t('naats.playingPage', { count: n }),
                }),
              )
            }
          >
            <PlayIcon size={18} /> {t('naats.playAll')}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={!result && online}
            onClick={() =>
              // Offline, the page's naats would not play: shuffle what is downloaded instead.
              online
                ? dispatch(
                    playList({
                      naats: items,
                      shuffle: true,
                      context,
                      message: (n) => t('naats.shufflingPage', { count: n }),
                    }),
                  )
                : void dispatch(shuffleDownloads())
            }
          >
            <ShuffleIcon size={18} /> {t('naats.shuffle')}
          </button>
          <LayoutToggle value={layout} onChange={setLayout} />
        </div>
      </div>
      <Deferred>{body}</Deferred>
    </div>
  );
}
