import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { NAAT_TEXT_LIMITS } from '../../../contract/forms';
import {
  toAdminResult,
  useTranscribeAudioMutation,
  useTranslateTitleMutation,
  useUpdateNaatMutation,
} from '../../api/adminApi';
import { useGetNaatKhawansByNameQuery } from '../../api/publicApi';
import type { Naat } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { formatDuration } from '../../lib/duration';
import { showToast } from '../toasts/toastsSlice';
import { addNaat } from './adminThunks';
import { FieldError, invalidProps } from './FieldError';
import { Modal } from './Modal';
import {
  durationSeconds,
  emptyNaatForm,
  naatToForm,
  parsePlayCount,
  progressText,
  validateNaatForm,
  type NaatFormErrors,
  type NaatFormMode,
  type NaatFormValues,
  type UploadMethod,
} from './naatForm';
import { ImageField } from './ImageField';
import { providerFailureText } from './providerMessages';
import { readAudioDuration } from './readAudioDuration';

const METHODS: { id: UploadMethod; label: MessageId }[] = [
  { id: 'file', label: 'admin.naatForm.methodFile' },
  { id: 'url', label: 'admin.naatForm.methodUrl' },
  { id: 'fetch', label: 'admin.naatForm.methodFetch' },
];

interface Props {
  mode: NaatFormMode;
  naat: Naat | null;
  onClose: () => void;
}

/** Add (upload methods file, url, fetch) or edit (url mode) a naat, with the rules of naatForm.ts. */
export function NaatFormModal({ mode, naat, onClose }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const reciters = useGetNaatKhawansByNameQuery(undefined);
  const [updateNaat] = useUpdateNaatMutation();
  const [translateTitle, translateState] = useTranslateTitleMutation();
  const [transcribeAudio, transcribeState] = useTranscribeAudioMutation();
  const [values, setValues] = useState<NaatFormValues>(naat ? naatToForm(naat) : emptyNaatForm);
  const [method, setMethod] = useState<UploadMethod>(mode === 'edit' ? 'url' : 'file');
  const [file, setFile] = useState<File | null>(null);
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<NaatFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const durationComputed = mode === 'add' && method !== 'url';
  // On a phone the first message may be out of view: bring it in and put the cursor in its field.
  useEffect(() => {
    const first = formRef.current?.querySelector('.admin-field-error')?.closest('.admin-field-wrap');
    first?.scrollIntoView({ block: 'center' });
    first?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [errors]);
  const set = (field: keyof NaatFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    set('duration')('');
    if (chosen) {
      const seconds = await readAudioDuration(chosen);
      set('duration')(seconds > 0 ? formatDuration(seconds) : '');
    }
  };

  const translate = async () => {
    const result = toAdminResult(await translateTitle(values.title.trim()));
    if (result.success) {
      set('urduTitle')(result.data);
      dispatch(showToast({ message: t('admin.naatForm.translated'), type: 'success' }));
    } else {
      dispatch(showToast({ message: providerFailureText('Translation', result), type: 'error' }));
    }
  };

  const audioUrlForTranscription = (): string =>
    (mode === 'edit' || method === 'url'
      ? values.filePath
      : method === 'fetch'
        ? values.audioUrl
        : ''
    ).trim();

  const transcribe = async () => {
    const audioUrl = audioUrlForTranscription();
    if (audioUrl === '') {
      dispatch(showToast({ message: t('admin.naatForm.audioUrlFirst'), type: 'error' }));
      return;
    }
    const result = toAdminResult(await transcribeAudio(audioUrl));
    if (result.success) {
      set('lyrics')(result.data);
      dispatch(showToast({ message: t('admin.naatForm.transcribed'), type: 'success' }));
    } else {
      dispatch(showToast({ message: providerFailureText('Transcription', result), type: 'error' }));
    }
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateNaatForm(values, mode, method, file !== null);
    setErrors(found);
    setSaveError(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    if (mode === 'add') {
      setProgress(0);
      const result = await dispatch(addNaat({ values, method, file }, setProgress));
      setSaving(false);
      setProgress(null);
      if (result.success) {
        dispatch(showToast({ message: t('admin.naatForm.added'), type: 'success' }));
        onClose();
      } else if (result.status !== 401) {
        const message = t('admin.naatForm.addFailed', { error: result.error });
        setSaveError(message);
        dispatch(showToast({ message, type: 'error' }));
      }
      return;
    }
    if (!naat) return;
    const outcome = await updateNaat({
      id: naat.id,
      body: {
        title: values.title.trim(),
        urduTitle: values.urduTitle.trim(),
        naatKhawanId: Number(values.naatKhawanId),
        filePath: values.filePath.trim(),
        duration: durationSeconds(values.duration),
        playCount: parsePlayCount(values.playCount) ?? 0,
        lyrics: values.lyrics,
      },
    });
    setSaving(false);
    const result = toAdminResult(outcome);
    if (result.success) {
      dispatch(showToast({ message: t('admin.naatForm.updated'), type: 'success' }));
      onClose();
    } else if (result.status !== 401) {
      const message = t('admin.naatForm.updateFailed', { error: result.error });
      setSaveError(message);
      dispatch(showToast({ message, type: 'error' }));
    }
  };

  const uploadDone = progress !== null && progress >= 1;
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
        <div className="admin-field">
          <label htmlFor="naat-urdu-title">{t('admin.naatForm.urduTitle')}</label>
          <div className="admin-inline">
            <input
              id="naat-urdu-title"
              dir="rtl"
              lang="ur"
              className="admin-urdu"
              value={values.urduTitle}
              onChange={(event) => set('urduTitle')(event.target.value)}
            />
            <button
              type="button"
              className="admin-btn admin-btn-ghost"
              onClick={() => void translate()}
              disabled={values.title.trim() === '' || translateState.isLoading}
            >
              {translateState.isLoading ? t('admin.naatForm.translating') : t('admin.naatForm.translate')}
            </button>
          </div>
        </div>
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
        {mode === 'add' ? (
          <fieldset className="admin-field admin-methods">
            <legend>{t('admin.naatForm.method')}</legend>
            {METHODS.map((item) => (
              <label key={item.id} className="admin-radio">
                <input
                  type="radio"
                  name="uploadMethod"
                  value={item.id}
                  checked={method === item.id}
                  onChange={() => {
                    setMethod(item.id);
                    setErrors({});
                    if (item.id !== 'file') set('duration')('');
                  }}
                />
                {t(item.label)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {mode === 'add' && method === 'file' ? (
          <div className="admin-field-wrap">
            <label className="admin-field">
              <span>{t('admin.naatForm.audioFile')}</span>
              <input
                type="file"
                accept="audio/*"
                name="audioFile"
                onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
                {...invalidProps(`${uid}-audioFile`, errors.audioFile)}
              />
            </label>
            <FieldError id={`${uid}-audioFile`} message={errors.audioFile} />
          </div>
        ) : null}
        {mode === 'edit' || method === 'url' ? (
          <div className="admin-field-wrap">
            <label className="admin-field">
              <span>{t('admin.naatForm.filePath')}</span>
              <input
                value={values.filePath}
                placeholder={t('admin.naatForm.filePathPlaceholder')}
                onChange={(event) => set('filePath')(event.target.value)}
                {...invalidProps(`${uid}-filePath`, errors.filePath)}
              />
            </label>
            <FieldError id={`${uid}-filePath`} message={errors.filePath} />
          </div>
        ) : null}
        {mode === 'add' && method === 'fetch' ? (
          <div className="admin-field-wrap">
            <label className="admin-field">
              <span>{t('admin.naatForm.fetchUrl')}</span>
              <input
                type="url"
                value={values.audioUrl}
                placeholder={t('admin.naatForm.fetchUrlPlaceholder')}
                onChange={(event) => set('audioUrl')(event.target.value)}
                {...invalidProps(`${uid}-audioUrl`, errors.audioUrl)}
              />
            </label>
            <FieldError id={`${uid}-audioUrl`} message={errors.audioUrl} />
          </div>
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
        <div className="admin-field">
          <div className="admin-inline admin-inline-label">
            <label htmlFor="naat-lyrics">{t('admin.naatForm.lyrics')}</label>
            <button
              type="button"
              className="admin-btn admin-btn-ghost admin-btn-small"
              onClick={() => void transcribe()}
              disabled={transcribeState.isLoading}
            >
              {transcribeState.isLoading ? t('admin.naatForm.transcribing') : t('admin.naatForm.transcribe')}
            </button>
          </div>
          <textarea
            id="naat-lyrics"
            dir="rtl"
            lang="ur"
            className="admin-urdu"
            rows={5}
            value={values.lyrics}
            onChange={(event) => set('lyrics')(event.target.value)}
          />
        </div>
        {progress !== null ? (
          <div className="admin-progress" role="status">
            <span>{progressText(method, uploadDone)}</span>
            {method === 'file' ? (
              <progress max={1} value={progress} aria-label={t('admin.naatForm.uploadProgress')} />
            ) : (
              <progress aria-label={t('admin.naatForm.savingProgress')} />
            )}
          </div>
        ) : null}
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
