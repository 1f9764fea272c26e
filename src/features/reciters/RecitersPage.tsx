import { useState } from 'react';
import { useGetRecitersByNameQuery } from '../../api/publicApi';
import { LayoutToggle, type ListLayout } from '../../components/LayoutToggle';
import { EmptyState, ErrorState, Loading } from '../../components/StatusViews';
import { errorMessage } from '../../lib/errorMessage';
import { ReciterList } from './ReciterCard';
import { useT } from '../../i18n/useT';

/** Every reciter, sorted by name, with their count and a grid/list switch. */
export default function RecitersPage() {
  const t = useT();
  const { data, isLoading, isError, error, refetch } = useGetRecitersByNameQuery(undefined);
  const [layout, setLayout] = useState<ListLayout>('grid');
  return (
    <div className="container page">
      <div className="page-head">
        <div>
          <h1>{t('reciters.title')}</h1>
          {data ? <p className="page-sub">{t('reciters.count', { count: data.length })}</p> : null}
        </div>
        <LayoutToggle value={layout} onChange={setLayout} />
      </div>
      {isLoading ? (
        <Loading text={t('reciters.loading')} />
      ) : isError || !data ? (
        <ErrorState
          title={t('reciters.failed')}
          message={errorMessage(error, '')}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState title={t('reciters.emptyTitle')} />
      ) : (
        <ReciterList reciters={data} layout={layout} label={t('reciters.listLabel')} />
      )}
    </div>
  );
}
