import { useParams } from 'react-router-dom';
import { useGetLyricsQuery } from '../../api/lyricsApi';
import { useGetNaatQuery } from '../../api/publicApi';
import { useT } from '../../i18n/useT';
import { parsePageParam } from '../../lib/guards';
import { AdminGate } from './AdminPage';
import { SyncLyrics } from './SyncLyrics';

function SyncLyricsScreen({ id }: { id: number }) {
  const t = useT();
  const naat = useGetNaatQuery(id);
  // Fresh from the server: the tool edits what is stored now.
  const lyrics = useGetLyricsQuery(id, { refetchOnMountOrArgChange: true });
  if (naat.isError) return <p className="admin-error admin-loading">{t('admin.sync.notFound')}</p>;
  if (!naat.data || !lyrics.data) return <p className="admin-loading">{t('admin.sync.loading')}</p>;
  return <SyncLyrics key={naat.data.id} naat={naat.data} lyrics={lyrics.data} />;
}

/** /admin/lyrics/{id}: the Sync lyrics tool, its own lazily loaded chunk behind the admin login. */
export default function SyncLyricsPage() {
  const t = useT();
  const id = parsePageParam(useParams().id);
  return (
    <AdminGate>
      {id === null ? (
        <p className="admin-error admin-loading">{t('admin.sync.notFound')}</p>
      ) : (
        <SyncLyricsScreen id={id} />
      )}
    </AdminGate>
  );
}
