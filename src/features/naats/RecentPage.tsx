import { useGetRecentQuery } from '../../api/publicApi';
import { RankedNaatsPage } from './RankedNaatsPage';

const TEXTS = {
  title: 'Recent Naats',
  loading: 'Loading Recent Naats...',
  emptyTitle: 'No Recent Naats Found',
  emptyMessage: 'There are currently no recent naats to display.',
};

export default function RecentPage() {
  return <RankedNaatsPage basePath="/recent" texts={TEXTS} useList={useGetRecentQuery} />;
}
