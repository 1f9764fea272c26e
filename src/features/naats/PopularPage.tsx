import { useGetPopularQuery } from '../../api/publicApi';
import { RankedNaatsPage } from './RankedNaatsPage';

const TEXTS = {
  title: 'Popular Naats',
  loading: 'Loading Popular Naats...',
  emptyTitle: 'No Popular Naats Found',
  emptyMessage: 'There are currently no popular naats to display.',
};

export default function PopularPage() {
  return <RankedNaatsPage basePath="/popular" texts={TEXTS} useList={useGetPopularQuery} />;
}
