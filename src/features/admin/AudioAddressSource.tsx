import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { FieldError, invalidProps } from './FieldError';

/**
 * The two methods that give the audio by address: "Audio URL" (and every edit), the path or URL stored as
 * typed; "Fetch from URL", an http(s) address the server downloads the audio from and keeps.
 */
const METHODS = {
  stored: {
    label: 'admin.naatForm.filePath',
    placeholder: 'admin.naatForm.filePathPlaceholder',
    type: 'text',
  },
  fetch: { label: 'admin.naatForm.fetchUrl', placeholder: 'admin.naatForm.fetchUrlPlaceholder', type: 'url' },
} as const satisfies Record<string, { label: MessageId; placeholder: MessageId; type: string }>;

export function AudioAddressSource({
  method,
  value,
  onChange,
  errorId,
  error,
}: {
  method: keyof typeof METHODS;
  value: string;
  onChange: (value: string) => void;
  errorId: string;
  error: string | undefined;
}) {
  const t = useT();
  const { label, placeholder, type } = METHODS[method];
  return (
    <div className="admin-field-wrap">
      <label className="admin-field">
        <span>{t(label)}</span>
        <input
          type={type}
          value={value}
          placeholder={t(placeholder)}
          onChange={(event) => onChange(event.target.value)}
          {...invalidProps(errorId, error)}
        />
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
