import { useT } from '../../i18n/useT';
import { FieldError, invalidProps } from './FieldError';

/** The "Audio URL" method (and every edit): the audio's path or URL, stored as typed. */
export function AudioUrlSource({
  value,
  onChange,
  errorId,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  errorId: string;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <div className="admin-field-wrap">
      <label className="admin-field">
        <span>{t('admin.naatForm.filePath')}</span>
        <input
          value={value}
          placeholder={t('admin.naatForm.filePathPlaceholder')}
          onChange={(event) => onChange(event.target.value)}
          {...invalidProps(errorId, error)}
        />
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
