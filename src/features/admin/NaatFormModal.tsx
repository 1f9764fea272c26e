import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { NAAT_TEXT_LIMITS } from '../../../contract/forms';
import { useGetRecitersByNameQuery } from '../../api/publicApi';
import type { Naat } from '../../api/types';
import { useT } from '../../i18n/useT';
import { AudioFileSource } from './AudioFileSource';
import { AudioAddressSource } from './AudioAddressSource';
import { FieldError, invalidProps } from './FieldError';
import { ImageField } from './ImageField';
import { LyricsField } from './LyricsField';
import { Modal } from './Modal';
import { NaatSaveProgress } from './NaatSaveProgress';
import {
  emptyNaatForm,
  naatToForm,
  transcriptionAudioUrl,
  validateNaatForm,
  type NaatFormErrors,
  type NaatFormMode,
  type NaatFormValues,
  type UploadMethod,
} from './naatForm';
import { UploadMethodPicker } from './UploadMethodPicker';
import { UrduTitleField } from './UrduTitleField';
import { useFocusFirstError } from './useFocusFirstError';
import { useNaatSave } from './useNaatSave';

interface Props {
  mode: NaatFormMode;
  naat: Naat | null;
  onClose: () => void;
}

/**
 * Add (upload methods file, url, fetch) or edit (url mode) a naat, with the rules of naatForm.ts. This
 * component holds the form's values and lays out its parts: each upload method's field (AudioFileSource,
 * AudioAddressSource), the provider-assisted fields (UrduTitleField, LyricsField) and the save
 * (useNaatSave) are components and hooks of their own.
 */
export function NaatFormModal({ mode, naat, onClose }: Props) {
  const t = useT();
  const reciters = useGetRecitersByNameQuery(undefined);
  const [values, setValues] = useState<NaatFormValues>(naat ? naatToForm(naat) : emptyNaatForm);
  const [method, setMethod] = useState<UploadMethod>(mode === 'edit' ? 'url' : 'file');
  const [file, setFile] = useState<File | null>(null);
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<NaatFormErrors>({});
  const { save, saving, progress, saveError, clearSaveError } = useNaatSave(mode, naat);
  useFocusFirstError(formRef, errors);

  // Uploaded and fetched audio is measured (in the browser, then by the server), not typed.
  const durationComputed = mode === 'add' && method !== 'url';
  const set = (field: keyof NaatFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const chooseMethod = (chosen: UploadMethod) => {
    setMethod(chosen);
    setErrors({});
    if (chosen !== 'file') set('duration')('');
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateNaatForm(values, mode, method, file !== null);
    setErrors(found);
    clearSaveError();
    if (Object.keys(found).length > 0) return;
    if (await save(values, method, file)) onClose();
  };

  return (
    <Modal
      title={mode === 'add' ? t('admin.naatForm.addTitle') : t('admin.naatForm.editTitle')}
      onClose={onClose}
      busy={saving}
      wide
    >
      <form ref={formRef} className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="admin-field-wrap">
          <label className="admin-field">
            <span>{t('admin.naatForm.title')}</span>
            <input
              value={values.title}
              maxLength={NAAT_TEXT_LIMITS.title}
              onChange={(event) => set('title')(event.target.value)}
              {...invalidProps(`${uid}-title`, errors.title)}
              name="title"
            />
          </label>
          <FieldError id={`${uid}-title`} message={errors.title} />
        </div>
        <UrduTitleField title={values.title} value={values.urduTitle} onChange={set('urduTitle')} />
        <div className="admin-field-wrap">
          <label className="admin-field">
            <span>{t('admin.naatForm.naatKhawan')}</span>
            <select
              value={values.naatKhawanId}
              onChange={(event) => set('naatKhawanId')(event.target.value)}
              {...invalidProps(`${uid}-naatKhawanId`, errors.naatKhawanId)}
            >
              <option value="">{t('admin.naatForm.chooseNaatKhawan')}</option>
              {(reciters.data ?? []).map((reciter) => (
                <option key={reciter.id} value={String(reciter.id)}>
                  {reciter.name}
                </option>
              ))}
            </select>
          </label>
          <FieldError id={`${uid}-naatKhawanId`} message={errors.naatKhawanId} />
        </div>
        {mode === 'add' ? <UploadMethodPicker method={method} onChange={chooseMethod} /> : null}
        {mode === 'add' && method === 'file' ? (
          <AudioFileSource
            errorId={`${uid}-audioFile`}
            error={errors.audioFile}
            onFile={setFile}
            onDuration={set('duration')}
          />
        ) : null}
        {mode === 'edit' || method === 'url' ? (
          <AudioAddressSource
            method="stored"
            value={values.filePath}
            onChange={set('filePath')}
            errorId={`${uid}-filePath`}
            error={errors.filePath}
          />
        ) : null}
        {mode === 'add' && method === 'fetch' ? (
          <AudioAddressSource
            method="fetch"
            value={values.audioUrl}
            onChange={set('audioUrl')}
            errorId={`${uid}-audioUrl`}
            error={errors.audioUrl}
          />
        ) : null}
        <div className="admin-row">
          <label className="admin-field">
            <span>{t('admin.naatForm.duration')}</span>
            <input
              value={values.duration}
              disabled={durationComputed}
              placeholder={
                durationComputed ? t('admin.naatForm.durationComputed') : t('admin.naatForm.durationExample')
              }
              onChange={(event) => set('duration')(event.target.value)}
            />
          </label>
          <div className="admin-field-wrap">
            <label className="admin-field">
              <span>{t('admin.naatForm.playCount')}</span>
              <input
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={values.playCount}
                onChange={(event) => set('playCount')(event.target.value)}
                {...invalidProps(`${uid}-playCount`, errors.playCount)}
              />
            </label>
            <FieldError id={`${uid}-playCount`} message={errors.playCount} />
          </div>
        </div>
        <LyricsField
          audioUrl={transcriptionAudioUrl(values, mode, method)}
          value={values.lyrics}
          onChange={set('lyrics')}
        />
        {progress !== null ? <NaatSaveProgress method={method} progress={progress} /> : null}
        <ImageField kind="naat" owner={naat} />
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
              ? t('admin.naatForm.saving')
              : mode === 'add'
                ? t('admin.naatForm.submitAdd')
                : t('admin.naatForm.submitUpdate')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
