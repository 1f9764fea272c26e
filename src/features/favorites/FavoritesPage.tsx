import { useId, useState } from 'react';
import { Link } from '../../components/links';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/Dialog';
import { HeartIcon, PlayIcon } from '../../components/icons';
import { ShuffleIcon, TrashIcon } from '../../components/controlIcons';
import { LayoutToggle, type ListLayout } from '../../components/LayoutToggle';
import { NaatList } from '../naats/NaatCard';
import { Pagination } from '../../components/Pagination';
import { EmptyState } from '../../components/StatusViews';
import { shownRange, totalPagesFor } from '../../lib/pagination';
import { playList } from '../playback/naatThunks';
import { showToast } from '../toasts/toastsSlice';
import { clearFavorites, selectFavorites } from '../playback/favoritesSlice';
import { FavoritesDownloadAll } from '../downloads/DownloadAll';
import { shuffleDownloads } from '../downloads/offlinePlay';
import { useOnline } from '../offline/useOnline';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';
import { t as translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

export const PAGE_SIZES = [10, 15, 20, 30, 50] as const;
const DEFAULT_PAGE_SIZE = 15;

/** The favorites kept on this device: play, shuffle, clear, paginate. */
export default function FavoritesPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const favorites = useAppSelector(selectFavorites);
  const online = useOnline();
  const [layout, setLayout] = useState<ListLayout>('grid');
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const [requestedPage, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const perPageId = useId();

  const total = favorites.length;
  const totalPages = totalPagesFor(total, perPage);
  // Removing favorites can leave the page past the end; show the last page then.
  const page = Math.min(requestedPage, Math.max(1, totalPages));
  const items = favorites.slice((page - 1) * perPage, page * perPage);
  const { from, to } = shownRange(page, perPage, total);

  const changePage = (next: number) => {
    if (next >= 1 && next <= totalPages) {
      setPage(next);
      window.scrollTo(0, 0);
    }
  };
  const clearAll = () => {
    dispatch(clearFavorites());
    dispatch(
      showToast({
        message: translate('favorites.cleared'),
        type: 'success',
        position: 'top-right-favorites',
      }),
    );
    setPage(1);
    setConfirming(false);
  };

  return (
    <div className="container page">
      <div className="page-head">
        <div>
          <h1>{t('favorites.title')}</h1>
          <p className="page-sub" aria-live="polite">
            {total > 0 ? t('favorites.showing', { from, to, total }) : t('favorites.none')}
          </p>
        </div>
        {total > 0 ? (
          <div className="page-tools" {...TOASTS_AVOID}>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                dispatch(
                  playList({
                    naats: favorites,
                    source: 'favorites',
                    message: (count) => translate('favorites.playingAll', { count }),
                  }),
                )
              }
            >
              <PlayIcon size={18} /> {t('favorites.playAll')}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                // Offline only the downloaded favorites play.
                online
                  ? dispatch(
                      playList({
                        naats: favorites,
                        shuffle: true,
                        source: 'favorites',
                        message: (count) => translate('favorites.shuffling', { count }),
                      }),
                    )
                  : void dispatch(shuffleDownloads(new Set(favorites.map((naat) => naat.id))))
              }
            >
              <ShuffleIcon size={18} /> {t('favorites.shuffle')}
            </button>
            <button type="button" className="btn btn-danger-outline" onClick={() => setConfirming(true)}>
              <TrashIcon size={18} /> {t('favorites.clearAll')}
            </button>
            <FavoritesDownloadAll />
            <LayoutToggle value={layout} onChange={setLayout} />
          </div>
        ) : null}
      </div>

      {total === 0 ? (
        <EmptyState title={t('favorites.emptyTitle')} icon={<HeartIcon size={40} />}>
          <p>{t('favorites.emptyText')}</p>
          <Link to="/popular" className="btn btn-primary">
            {t('favorites.browsePopular')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <NaatList naats={items} layout={layout} source="favorites" label={t('favorites.listLabel')} />
          <div className="list-footer">
            <div className="per-page">
              <label htmlFor={perPageId}>{t('favorites.perPage')}</label>
              <select
                id={perPageId}
                value={perPage}
                onChange={(event) => {
                  setPerPage(Number(event.target.value));
                  setPage(1);
                }}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
            <Pagination page={page} totalPages={totalPages} onChange={changePage} />
          </div>
        </>
      )}

      {confirming ? (
        <ConfirmDialog
          title={t('favorites.clearAllTitle')}
          message={t('favorites.clearAllConfirm')}
          confirmLabel={t('favorites.clearAllConfirmLabel')}
          onConfirm={clearAll}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
