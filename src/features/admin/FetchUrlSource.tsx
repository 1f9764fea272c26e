import { useT } from '../../i18n/useT';
import { FieldError, invalidProps } from './FieldError';

/** The "Fetch from URL" method: an http(s) address the server downloads the audio from and keeps. */
export function FetchUrlSource({
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
        <span>{t('admin.naatForm.fetchUrl')}</span>
        <input
          type="url"
          value={value}
          placeholder={t('admin.naatForm.fetchUrlPlaceholder')}
          onChange={(event) => onChange(event.target.value)}
          {...invalidProps(errorId, error)}
        />
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
