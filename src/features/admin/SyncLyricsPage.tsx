import { useParams } from 'react-router-dom';
import { useGetLyricsQuery } from '../../api/lyricsApi';
import { useGetNaatQuery } from '../../api/publicApi';
import { parsePageParam } from '../../lib/guards';
import { AdminGate } from './AdminPage';
import { SyncLyrics } from './SyncLyrics';
import { SYNC_LABELS } from './syncLyricsLabels';

function SyncLyricsScreen({ id }: { id: number }) {
  const naat = useGetNaatQuery(id);
  // Fresh from the server: the tool edits what is stored now.
  const lyrics = useGetLyricsQuery(id, { refetchOnMountOrArgChange: true });
  if (naat.isError) return <p className="admin-error admin-loading">{SYNC_LABELS.notFound}</p>;
  if (!naat.data || !lyrics.data) return <p className="admin-loading">{SYNC_LABELS.loading}</p>;
  return <SyncLyrics key={naat.data.id} naat={naat.data} lyrics={lyrics.data} />;
}

/** /admin/lyrics/{id}: the Sync lyrics tool, its own lazily loaded chunk behind the admin login. */
export default function SyncLyricsPage() {
  const id = parsePageParam(useParams().id);
  return (
    <AdminGate>
      {id === null ? (
        <p className="admin-error admin-loading">{SYNC_LABELS.notFound}</p>
      ) : (
        <SyncLyricsScreen id={id} />
      )}
    </AdminGate>
  );
}
