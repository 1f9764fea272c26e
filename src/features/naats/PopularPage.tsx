import { useGetPopularQuery } from '../../api/publicApi';
import { RankedNaatsPage } from './RankedNaatsPage';

const TEXTS = {
  title: 'popular.title',
  loading: 'popular.loading',
  emptyTitle: 'popular.emptyTitle',
  emptyMessage: 'popular.emptyMessage',
} as const;

export default function PopularPage() {
  return <RankedNaatsPage basePath="/popular" texts={TEXTS} useList={useGetPopularQuery} />;
}
