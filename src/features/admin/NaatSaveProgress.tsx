import { useT } from '../../i18n/useT';
import { progressText, type UploadMethod } from './naatForm';

/**
 * What a save is doing: a file upload shows how much is sent (0 to 1), then that the server is processing;
 * the other methods show a bar without an end.
 */
export function NaatSaveProgress({ method, progress }: { method: UploadMethod; progress: number }) {
  const t = useT();
  return (
    <div className="admin-progress" role="status">
      <span>{progressText(method, progress >= 1)}</span>
      {method === 'file' ? (
        <progress max={1} value={progress} aria-label={t('admin.naatForm.uploadProgress')} />
      ) : (
        <progress aria-label={t('admin.naatForm.savingProgress')} />
      )}
    </div>
  );
}
