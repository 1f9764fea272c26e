import { useGetRecentQuery } from '../../api/publicApi';
import { RankedNaatsPage } from './RankedNaatsPage';

const TEXTS = {
  title: 'recent.title',
  loading: 'recent.loading',
  emptyTitle: 'recent.emptyTitle',
  emptyMessage: 'recent.emptyMessage',
} as const;

export default function RecentPage() {
  return <RankedNaatsPage basePath="/recent" texts={TEXTS} useList={useGetRecentQuery} />;
}
