import { useT } from '../../i18n/useT';
import { formatDuration } from '../../lib/duration';
import { FieldError, invalidProps } from './FieldError';
import { readAudioDuration } from './readAudioDuration';

/**
 * The "Upload File" method: the audio file to send. The duration field shows the chosen file's length, read
 * in the browser (empty while it is read, and when it cannot be).
 */
export function AudioFileSource({
  errorId,
  error,
  onFile,
  onDuration,
}: {
  errorId: string;
  error: string | undefined;
  onFile: (file: File | null) => void;
  onDuration: (duration: string) => void;
}) {
  const t = useT();
  const choose = async (chosen: File | null) => {
    onFile(chosen);
    onDuration('');
    if (chosen) {
      const seconds = await readAudioDuration(chosen);
      onDuration(seconds > 0 ? formatDuration(seconds) : '');
    }
  };
  return (
    <div className="admin-field-wrap">
      <label className="admin-field">
        <span>{t('admin.naatForm.audioFile')}</span>
        <input
          type="file"
          accept="audio/*"
          name="audioFile"
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
          {...invalidProps(errorId, error)}
        />
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
