import { useState } from 'react';
import { useGetNaatKhawansByNameQuery } from '../../api/publicApi';
import { LayoutToggle, type ListLayout } from '../../components/LayoutToggle';
import { EmptyState, ErrorState, Loading } from '../../components/StatusViews';
import { errorMessage } from '../../lib/errorMessage';
import { NaatKhawanList } from './NaatKhawanCard';

/** Every reciter, sorted by name, with their count and a grid/list switch. */
export default function NaatKhawansPage() {
  const { data, isLoading, isError, error, refetch } = useGetNaatKhawansByNameQuery(undefined);
  const [layout, setLayout] = useState<ListLayout>('grid');
  return (
    <div className="container page">
      <div className="page-head">
        <div>
          <h1>Naat Khawans</h1>
          {data ? <p className="page-sub">{data.length} Naat Khawans</p> : null}
        </div>
        <LayoutToggle value={layout} onChange={setLayout} />
      </div>
      {isLoading ? (
        <Loading text="Loading NaatKhawans..." />
      ) : isError || !data ? (
        <ErrorState
          title="Failed to load NaatKhawans"
          message={errorMessage(error, '')}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState title="No NaatKhawans Found" />
      ) : (
        <NaatKhawanList naatKhawans={data} layout={layout} label="Naat Khawans" />
      )}
    </div>
  );
}
