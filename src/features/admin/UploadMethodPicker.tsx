import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import type { UploadMethod } from './naatForm';

const METHODS: { id: UploadMethod; label: MessageId }[] = [
  { id: 'file', label: 'admin.naatForm.methodFile' },
  { id: 'url', label: 'admin.naatForm.methodUrl' },
  { id: 'fetch', label: 'admin.naatForm.methodFetch' },
];

/** The add form's choice of how the audio arrives: an uploaded file, a URL stored as is, or a URL the server fetches. */
export function UploadMethodPicker({
  method,
  onChange,
}: {
  method: UploadMethod;
  onChange: (method: UploadMethod) => void;
}) {
  const t = useT();
  return (
    <fieldset className="admin-field admin-methods">
      <legend>{t('admin.naatForm.method')}</legend>
      {METHODS.map((item) => (
        <label key={item.id} className="admin-radio">
          <input
            type="radio"
            name="uploadMethod"
            value={item.id}
            checked={method === item.id}
            onChange={() => onChange(item.id)}
          />
          {t(item.label)}
        </label>
      ))}
    </fieldset>
  );
}
