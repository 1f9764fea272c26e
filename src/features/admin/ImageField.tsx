import { useId, useState, type ChangeEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useT } from '../../i18n/useT';
import { naatArtworkUrl, reciterImageUrl } from '../../../contract/artwork';
import { useRemoveArtworkMutation, useUploadArtworkMutation, type ArtworkOwner } from './artworkApi';

/** The largest picture the server takes (it refuses more with the same sentence). */
const MAX_BYTES = 20 * 1024 * 1024;

interface ImageFieldProps {
  kind: ArtworkOwner;
  /** The naat or reciter; null while it is being added (a picture needs it saved first). */
  owner: { id: number; image?: string | null; naatKhawan?: { id: number; image: string | null } } | null;
}

/** The server's sentence for a refused picture, or null when it gave none. */
function messageOf(error: unknown): string | null {
  const data = (error as FetchBaseQueryError | undefined)?.data as { error?: unknown } | undefined;
  return typeof data?.error === 'string' ? data.error : null;
}

/**
 * A naat's or reciter's picture on its edit form: a preview of the artwork listeners see, a file chooser
 * that uploads at once (the server resizes it into the artwork squares), and Remove for an uploaded one.
 */
export function ImageField({ kind, owner }: ImageFieldProps) {
  const uid = useId();
  const t = useT();
  const [upload, uploadState] = useUploadArtworkMutation();
  const [remove, removeState] = useRemoveArtworkMutation();
  const [image, setImage] = useState<string | null>(owner?.image ?? null);
  const [error, setError] = useState<string | null>(null);
  const busy = uploadState.isLoading || removeState.isLoading;
  if (!owner) {
    return (
      <div className="admin-field admin-image-field">
        <span>{t('admin.image.label')}</span>
        <p className="admin-image-hint">{t('admin.image.saveFirst')}</p>
      </div>
    );
  }
  const preview =
    kind === 'naat'
      ? naatArtworkUrl({ id: owner.id, image, naatKhawan: owner.naatKhawan ?? { id: 0, image: null } }, 256)
      : reciterImageUrl({ id: owner.id, image }, 256);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > MAX_BYTES) {
      setError(t('admin.image.tooLarge'));
      return;
    }
    const result = await upload({ kind, id: owner.id, file });
    if ('error' in result) setError(messageOf(result.error) ?? t('admin.image.failed'));
    else setImage(result.data);
  };
  const clear = async () => {
    setError(null);
    const result = await remove({ kind, id: owner.id });
    if ('error' in result) setError(messageOf(result.error) ?? t('admin.image.failed'));
    else setImage(null);
  };

  return (
    <div className="admin-field admin-image-field">
      <span id={`${uid}-label`}>{t('admin.image.label')}</span>
      <div className="admin-image-row">
        {preview ? (
          <img className="admin-image-preview" src={preview} width={96} height={96} alt="" />
        ) : (
          <span className="admin-image-preview" aria-hidden="true" />
        )}
        <div className="admin-image-actions">
          <label className="admin-btn admin-btn-ghost admin-image-choose">
            {busy ? t('admin.image.uploading') : image ? t('admin.image.replace') : t('admin.image.choose')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${uid}-hint`}
              disabled={busy}
              onChange={(event) => void choose(event)}
            />
          </label>
          {image ? (
            <button
              type="button"
              className="admin-btn admin-btn-ghost"
              disabled={busy}
              onClick={() => void clear()}
            >
              {t('admin.image.remove')}
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${uid}-hint`} className="admin-image-hint">
        {t('admin.image.hint')}
      </p>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
