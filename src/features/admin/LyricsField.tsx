import { toAdminResult, useTranscribeAudioMutation } from '../../api/adminApi';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { showToast } from '../toasts/toastsSlice';
import { providerFailureText } from './providerMessages';

/** The lyrics, typed or transcribed from the audio at `audioUrl` by the server's transcription provider. */
export function LyricsField({
  audioUrl,
  value,
  onChange,
}: {
  /** The address the Transcribe button sends; '' when the form has none yet (an upload not yet sent). */
  audioUrl: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [transcribeAudio, transcribeState] = useTranscribeAudioMutation();

  const transcribe = async () => {
    if (audioUrl === '') {
      dispatch(showToast({ message: t('admin.naatForm.audioUrlFirst'), type: 'error' }));
      return;
    }
    const result = toAdminResult(await transcribeAudio(audioUrl));
    if (result.success) {
      onChange(result.data);
      dispatch(showToast({ message: t('admin.naatForm.transcribed'), type: 'success' }));
    } else {
      dispatch(showToast({ message: providerFailureText('Transcription', result), type: 'error' }));
    }
  };

  return (
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
