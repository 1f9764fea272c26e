import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { RECITER_TEXT_LIMITS } from '../../../contract/forms';
import { toAdminResult, useCreateReciterMutation, useUpdateReciterMutation } from '../../api/adminApi';
import type { Reciter } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { showToast } from '../toasts/toastsSlice';
import { FieldError, invalidProps } from './FieldError';
import { ImageField } from './ImageField';
import { Modal } from './Modal';
import { SimilarNamesConfirm } from './SimilarNamesConfirm';
import { useFocusFirstError } from './useFocusFirstError';
import { similarRecitersOf, type SimilarReciter } from './similarReciters';
import {
  emptyReciterForm,
  reciterPayload,
  reciterSaveError,
  reciterToForm,
  validateReciterForm,
  type ReciterFormErrors,
  type ReciterFormValues,
} from './reciterForm';

/** Add or edit a reciter: name required, the rest optional; text sent base64-encoded (UTF-8). */
export function ReciterFormModal({ reciter, onClose }: { reciter: Reciter | null; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [create, createState] = useCreateReciterMutation();
  const [update, updateState] = useUpdateReciterMutation();
  const [values, setValues] = useState<ReciterFormValues>(
    reciter ? reciterToForm(reciter) : emptyReciterForm,
  );
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ReciterFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [similar, setSimilar] = useState<SimilarReciter[] | null>(null);
  const saving = createState.isLoading || updateState.isLoading;
  useFocusFirstError(formRef, errors);
  const set = (field: keyof ReciterFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSimilar(null);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void save(false);
  };

  /** `confirm`: add even though the server found reciters with similar names. */
  const save = async (confirm: boolean) => {
    setSimilar(null);
    const found = validateReciterForm(values);
    setErrors(found);
    setSaveError(null);
    if (Object.keys(found).length > 0) return;
    const body = reciterPayload(values);
    const outcome = reciter
      ? await update({ id: reciter.id, body })
      : await create(confirm ? { ...body, confirm: true } : body);
    const like = reciter ? null : similarRecitersOf(outcome.error);
    if (like) {
      setSimilar(like);
      return;
    }
    const result = toAdminResult(outcome);
    if (result.success) {
      dispatch(
        showToast({
          message: reciter ? t('admin.reciterForm.updated') : t('admin.reciterForm.added'),
          type: 'success',
        }),
      );
      onClose();
      return;
    }
    if (result.status === 401) return;
    const message = reciterSaveError(
      result.status,
      result.error,
      reciter ? t('admin.reciterForm.updateFailed') : t('admin.reciterForm.addFailed'),
    );
    setSaveError(message);
    dispatch(showToast({ message, type: 'error' }));
  };

  return (
    <Modal
      title={reciter ? t('admin.reciterForm.editTitle') : t('admin.reciterForm.addTitle')}
      onClose={onClose}
      busy={saving}
    >
      <form ref={formRef} className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-field-wrap">
          <label className="admin-field">
            <span>{t('admin.reciterForm.name')}</span>
            <input
              value={values.name}
              maxLength={RECITER_TEXT_LIMITS.name}
              onChange={(event) => set('name')(event.target.value)}
              {...invalidProps(`${uid}-name`, errors.name)}
              name="name"
            />
          </label>
          <FieldError id={`${uid}-name`} message={errors.name} />
        </div>
        <label className="admin-field">
          <span>{t('admin.reciterForm.urduName')}</span>
          <input
            dir="rtl"
            lang="ur"
            className="admin-urdu"
            value={values.urduName}
            maxLength={RECITER_TEXT_LIMITS.urduName}
            onChange={(event) => set('urduName')(event.target.value)}
          />
        </label>
        <label className="admin-field">
          <span>{t('admin.reciterForm.bio')}</span>
          <textarea
            rows={4}
            value={values.bio}
            maxLength={RECITER_TEXT_LIMITS.bio}
            onChange={(event) => set('bio')(event.target.value)}
            dir="auto"
          />
        </label>
        <div className="admin-row">
          <div className="admin-field-wrap">
            <label className="admin-field">
              <span>{t('admin.reciterForm.birthDate')}</span>
              <input
                type="date"
                value={values.birthDate}
                onChange={(event) => set('birthDate')(event.target.value)}
                {...invalidProps(`${uid}-birthDate`, errors.birthDate)}
              />
            </label>
            <FieldError id={`${uid}-birthDate`} message={errors.birthDate} />
          </div>
          <label className="admin-field">
            <span>{t('admin.reciterForm.birthPlace')}</span>
            <input
              value={values.birthPlace}
              maxLength={RECITER_TEXT_LIMITS.birthPlace}
              onChange={(event) => set('birthPlace')(event.target.value)}
              dir="auto"
            />
          </label>
        </div>
        <ImageField kind="reciter" owner={reciter} />
        {similar ? (
          <SimilarNamesConfirm
            name={values.name.trim()}
            similar={similar}
            busy={saving}
            onConfirm={() => void save(true)}
          />
        ) : null}
        {saveError ? (
          <p className="admin-error" role="alert">
            {saveError}
          </p>
        ) : null}
        <div className="admin-form-actions">
          <button type="button" className="admin-btn admin-btn-ghost" onClick={onClose} disabled={saving}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="admin-btn admin-btn-primary" disabled={saving}>
            {saving
              ? t('admin.reciterForm.saving')
              : reciter
                ? t('admin.reciterForm.submitUpdate')
                : t('admin.reciterForm.submitAdd')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
