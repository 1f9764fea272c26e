import { useId, useState } from 'react';
import { isUnknownError, toAdminResult, useMergeReciterMutation } from '../../api/adminApi';
import { useGetRecitersByNameQuery } from '../../api/publicApi';
import type { Reciter } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { showToast } from '../toasts/toastsSlice';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Merges one reciter into another: pick the one to keep, read what will move, then confirm. Naat ids stay
 * the same, so listeners' favorites, downloads and queues keep working; the merged reciter's page redirects.
 */
export function MergeReciterModal({ reciter, onClose }: { reciter: Reciter; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const uid = useId();
  const { data: all = [] } = useGetRecitersByNameQuery(undefined);
  const [intoId, setIntoId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [merge, mergeState] = useMergeReciterMutation();
  const others = all.filter((other) => other.id !== reciter.id);
  const into = others.find((other) => String(other.id) === intoId) ?? null;
  const busy = mergeState.isLoading;

  const confirm = async () => {
    if (!into) return;
    setError(null);
    const result = toAdminResult(await merge({ id: reciter.id, into: into.id }));
    if (result.success) {
      dispatch(showToast({ message: t('admin.merge.done'), type: 'success' }));
      onClose();
    } else if (result.status !== 401) {
      setError(isUnknownError(result.error) ? t('admin.merge.failed') : result.error);
    }
  };

  return (
    <ConfirmDialog
      title={t('admin.merge.title', { name: reciter.name })}
      confirmLabel={busy ? t('admin.merge.busy') : t('admin.merge.action')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={busy}
      confirmDisabled={!into}
      error={error}
    >
      <label className="admin-field" htmlFor={`${uid}-into`}>
        <span>{t('admin.merge.into')}</span>
        <select
          id={`${uid}-into`}
          value={intoId}
          onChange={(event) => setIntoId(event.target.value)}
          data-autofocus
        >
          <option value="">{t('admin.merge.choose')}</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </select>
      </label>
      {into ? (
        <p className="admin-confirm-text">
          {t('admin.merge.preview', { count: reciter.audioCount, from: reciter.name, into: into.name })}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
